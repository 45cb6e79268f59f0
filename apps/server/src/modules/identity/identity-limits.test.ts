import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

describe(`social sign-in limits and settings (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('limits login-code exchanges per client like other credential calls', async () => {
    const redeem = () =>
      t.request({ method: 'POST', url: '/wps/session/login/code', payload: { code: 'guess' }, remoteAddress: '198.51.100.7' });
    expect((await redeem()).json().code).toBe('LOGIN_CODE_INVALID');
    expect((await redeem()).json().code).toBe('LOGIN_CODE_INVALID');
    const limited = await redeem();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });

  it('limits sign-in starts per client', async () => {
    const start = () => t.request({ method: 'GET', url: '/wps/oidc/google/start', remoteAddress: '198.51.100.8' });
    await start();
    await start();
    expect((await start()).json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('documents the sign-in calls in the OpenAPI description', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    for (const path of [
      '/wps/oidc/{provider}/start',
      '/wps/oidc/{provider}/callback',
      '/wps/session/login/code',
      '/wps/member/info/icon',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('refuses malformed client secrets in the environment at start', () => {
    expect(() => loadConfig({ OIDC_CLIENT_SECRETS: 'not json' })).toThrow(/OIDC_CLIENT_SECRETS/);
    expect(() => loadConfig({ OIDC_CLIENT_SECRETS: '{"demo.google":42}' })).toThrow(/OIDC_CLIENT_SECRETS/);
    expect(loadConfig({ OIDC_CLIENT_SECRETS: '{"demo.google":"s"}' }).OIDC_CLIENT_SECRETS).toEqual({ 'demo.google': 's' });
    expect(() => loadConfig({ SETTINGS_SECRET_KEY: 'short' })).toThrow(/SETTINGS_SECRET_KEY/);
  });
});
