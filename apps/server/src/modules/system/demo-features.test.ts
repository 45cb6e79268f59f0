import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { demoWarning } from '../../lib/demo-features';
import { BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

const INBOXES = ['/wps/dev/mail-outbox', '/wps/dev/sms-inbox'];

describe(`the development inboxes answer clients on this machine only (${testDatabaseName()})`, () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
    proxied = await createTestApp({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const read = (app: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.request({ method: 'GET', url, remoteAddress, headers: { host: BRAND_HOST, ...headers } });

  it('answers a loopback client, IPv4 or IPv6', async () => {
    for (const url of INBOXES) {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await read(t, url, address);
        expect(response.statusCode, `${url} from ${address}`).toBe(200);
        expect(response.json().value).toEqual([]);
      }
    }
  });

  it('does not exist for any other client', async () => {
    for (const url of INBOXES) {
      for (const address of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.9', '2001:db8::1']) {
        const response = await read(t, url, address);
        expect(response.statusCode, `${url} from ${address}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('is not opened by a forged X-Forwarded-For behind TRUST_PROXY', async () => {
    for (const url of INBOXES) {
      const forged = await read(proxied, url, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
      expect(forged.statusCode, url).toBe(404);
      const forgedV6 = await read(proxied, url, '203.0.113.7', { 'x-forwarded-for': '::1' });
      expect(forgedV6.statusCode, url).toBe(404);
    }
  });

  it('refuses what a proxy on this machine passes on from elsewhere', async () => {
    const proxyHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const url of INBOXES) {
      for (const headers of proxyHeaders) {
        expect((await read(proxied, url, '127.0.0.1', headers)).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect((await read(t, url, '127.0.0.1', headers)).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });
});

describe('the start warning about demo features', () => {
  const config = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env });

  it('names every demo feature of the default start in one line', () => {
    const line = demoWarning(config({}));
    expect(line).not.toBeNull();
    expect(line).not.toContain('\n');
    for (const part of ['SEED_DEMO', 'sandbox payment gateway', '/wps/dev/sms-inbox', '/wps/dev/mail-outbox', 'loopback']) {
      expect(line).toContain(part);
    }
  });

  it('prints nothing in production', () => {
    expect(demoWarning(config({ NODE_ENV: 'production' }))).toBeNull();
  });

  it('still warns in production when the sandbox gateway is turned on there', () => {
    const line = demoWarning(config({ NODE_ENV: 'production', SANDBOX_GATEWAY_ENABLED: 'true' }));
    expect(line).toContain('sandbox payment gateway');
    expect(line).not.toContain('inbox');
  });

  it('prints nothing in development once every demo feature is replaced by the real one', () => {
    const real = { SEED_DEMO: 'false', SANDBOX_GATEWAY_ENABLED: 'false', SMS_DRIVER: 'semaphore', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(demoWarning(config({ NODE_ENV: 'development', ...real }))).toBeNull();
  });
});
