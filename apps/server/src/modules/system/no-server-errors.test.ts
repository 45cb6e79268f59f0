import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/** Inputs a careless or hostile client might send; none of them may produce a 5xx. */
const hostileBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  { username: null, password: null },
  { username: { $gt: '' }, password: [] },
  { username: 'a'.repeat(10_000), password: 'b' },
  { username: 'nul\u0000byte', password: 'nul\u0000byte', code: '\u0000', 'key\u0000': 1 },
  { encrypted: { v: 1, kid: 'x', key: '!!!', iv: '@@', data: '##' } },
  { encrypted: 'nope' },
  { termsAccepted: 'true', ageConfirmed: 1 },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
];

describe(`no client input produces a server error (${testDatabaseName()})`, () => {
  let t: TestApp;
  let routes: { method: string; url: string }[];
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    await t.account({ username: 'fuzzer01', password: 'Fuzzer1234' });
    token = await t.login('fuzzer01', 'Fuzzer1234');
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    routes = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
    );
  });
  afterAll(() => t.close());

  it('covers every documented call', () => {
    expect(routes.length).toBeGreaterThanOrEqual(14);
  });

  it('answers hostile bodies, queries and headers on every call with the error envelope', async () => {
    for (const [index, { method, url }] of routes.entries()) {
      // Each request comes from its own address so the captcha throttle does not hide later cases.
      let client = 0;
      for (const body of hostileBodies) {
        for (const headers of [{}, bearer(token), { authorization: 'Bearer ' + 'x'.repeat(500) }, { 'accept-language': '\u0000;;,' }]) {
          const response = await t.app.inject({
            method: method as 'GET',
            url: `${url}?code=${encodeURIComponent('\u0000\'"<>')}&domain[]=1`,
            headers: { host: BRAND_HOST, 'content-type': 'application/json', ...headers },
            payload: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body),
            remoteAddress: `10.9.${index}.${client++}`,
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)} -> ${response.body}`).toBeLessThan(500);
          expect(response.json().success, `${method} ${url}`).toBeTypeOf('boolean');
        }
      }
    }
    // Thousands of requests one after another: on a loaded PostgreSQL this takes more than a minute.
  }, 300_000);

  it('refuses a body of the wrong content type and one that is too large', async () => {
    const form = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().success).toBe(false);
    const huge = await t.request({
      method: 'PUT',
      url: '/wps/member/register',
      payload: JSON.stringify({ username: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
