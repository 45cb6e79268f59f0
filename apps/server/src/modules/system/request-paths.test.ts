import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/** Other spellings of a path's first segment that the router may still send to the same route. */
function reachingVariants(path: string): string[] {
  const [, prefix = '', ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const hex = (char: string) => char.charCodeAt(0).toString(16);
  return [
    `/%${hex(prefix[0]!)}${prefix.slice(1)}${tail}`,
    `/%${hex(prefix[0]!).toUpperCase()}${prefix.slice(1)}${tail}`,
    `/${[...prefix].map((char) => `%${hex(char)}`).join('')}${tail}`,
  ];
}

/** Spellings the router may or may not resolve to the route; if it does, the brand and the gate must apply. */
function otherVariants(path: string): string[] {
  const [, prefix = '', ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  return [
    `/%25${prefix.charCodeAt(0).toString(16)}${prefix.slice(1)}${tail}`,
    `//${prefix}${tail}`,
    `/${prefix}/../${prefix}${tail}`,
    `/${prefix}/%2e%2e/${prefix}${tail}`,
    `/%${prefix.toUpperCase().charCodeAt(0).toString(16)}${prefix.slice(1)}${tail}`,
  ];
}

const summary = (response: LightMyRequestResponse) => `${response.statusCode} ${response.json().code ?? 'ok'}`;

for (const NODE_ENV of ['development', 'production']) {
  describe(`API paths are decided on the decoded path, ${NODE_ENV} (${testDatabaseName()})`, () => {
    let t: TestApp;
    let routes: { method: string; url: string }[];
    beforeAll(async () => {
      // The route list comes from the API docs, which production serves only when asked to.
      t = await createTestApp({ NODE_ENV, API_DOCS: 'on', AUTH_RATE_LIMIT_PER_MINUTE: '100000', KYC_RATE_LIMIT_PER_MINUTE: '100000' });
      const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
      routes = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{[^}]+\}/g, '1') })),
      );
    });
    afterAll(() => t.close());

    // Each request from its own (loopback) address, so per-address limits do not hide a later case.
    let client = 0;
    const send = (method: string, url: string, host = BRAND_HOST) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { host, 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        remoteAddress: `127.1.${Math.floor(++client / 250)}.${client % 250}`,
      });

    it('walks the API calls of both prefixes', () => {
      expect(routes.some((route) => route.url.startsWith('/wps/'))).toBe(true);
      expect(routes.some((route) => route.url.startsWith('/lgw/'))).toBe(true);
    });

    it('never answers an encoded or unnormalised API path with a server error', async () => {
      for (const { method, url } of routes) {
        for (const variant of [...reachingVariants(url), ...otherVariants(url)]) {
          const response = await send(method, variant);
          expect(response.statusCode, `${method} ${variant} -> ${response.body}`).toBeLessThan(500);
          expect(response.json().success, `${method} ${variant}`).toBeTypeOf('boolean');
        }
      }
    });

    it('looks up the brand for an encoded path as for the plain one', async () => {
      for (const url of ['/%77ps/system/status', '/%6cgw/games/list', '/%6Cgw/games/list', '/%77%70%73/member/info']) {
        const response = await send('GET', url, 'unknown.example');
        expect(summary(response), url).toBe('404 INVALID_DOMAIN');
      }
    });

    it('keeps every encoded spelling behind the maintenance gate', async () => {
      await t.updateBrand((merchant) => {
        merchant.settings.maintenance = { enabled: true, endTime: null };
      });
      try {
        for (const { method, url } of routes) {
          const plain = summary(await send(method, url));
          for (const variant of reachingVariants(url)) {
            expect(summary(await send(method, variant)), `${method} ${variant}`).toBe(plain);
          }
          // A spelling no route takes is a missing API path: not found, or refused by the gate first.
          for (const variant of otherVariants(url)) {
            expect([plain, '404 NOT_FOUND', '503 MAINTENANCE'], `${method} ${variant}`).toContain(summary(await send(method, variant)));
          }
        }
        expect(summary(await send('GET', '/%77ps/member/info'))).toBe('503 MAINTENANCE');
        expect(summary(await send('GET', '/%6cgw/games/list'))).toBe('503 MAINTENANCE');
      } finally {
        await t.updateBrand((merchant) => {
          merchant.settings.maintenance = { enabled: false, endTime: null };
        });
      }
    });
  });
}
