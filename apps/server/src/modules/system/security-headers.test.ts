import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/** The CSP's directives by name. */
function csp(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'one Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

function expectBasicHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const policy = csp(response);
  expect(policy.get('frame-ancestors'), what).toBe("'self'");
  expect(policy.get('script-src'), what).toBe("'self'");
  expect(policy.get('object-src'), what).toBe("'none'");
  expect(policy.get('base-uri'), what).toBe("'self'");
  expect(policy.get('frame-src'), what).toBe("'self' https:");
}

describe(`security headers on the site and the API (${testDatabaseName()})`, () => {
  let web: string;
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    web = await mkdtemp(join(tmpdir(), 'panalo-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html><title>Panalo</title><div id="root"></div>');
    t = await createTestApp({ WEB_DIST: web });
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    await rm(web, { recursive: true, force: true });
  });

  it('sends them with the web app, deep links included (the withdraw page cannot be framed elsewhere)', async () => {
    for (const url of ['/', '/member/withdraw', '/index.html']) {
      const page = await t.request({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expectBasicHeaders(page, url);
    }
  });

  it('sends them with API answers, failures included', async () => {
    const status = await t.request({ method: 'GET', url: '/wps/system/status' });
    expect(status.statusCode).toBe(200);
    expectBasicHeaders(status, 'status');
    const refused = await t.request({ method: 'GET', url: '/wps/member/info' });
    expect(refused.json().code).toBe('NOT_LOGGED_IN');
    expectBasicHeaders(refused, 'refused');
    const unknownBrand = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'nobody.example' } });
    expect(unknownBrand.json().code).toBe('INVALID_DOMAIN');
    expectBasicHeaders(unknownBrand, 'unknown brand');
  });

  it("keeps the sandbox payment page's own stricter policy", async () => {
    const page = await t.request({ method: 'GET', url: '/sandbox-pay/ABCD1234?token=nope' });
    expect(page.headers['content-type']).toContain('text/html');
    const policy = csp(page);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS only over TLS reported by a trusted proxy', async () => {
    const overTls = await proxied.request({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await proxied.request({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const direct = await proxied.request({ method: 'GET', url: '/wps/system/status' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is the client's word, not the proxy's.
    const forged = await t.request({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
