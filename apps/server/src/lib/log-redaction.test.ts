import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';
import { isSecretParameter, redactUrl } from './log-redaction';

describe('redacting secrets from logged addresses', () => {
  it('replaces the values of secret parameters and keeps the rest as sent', () => {
    expect(redactUrl('/originals?game=crash&token=abc123&currency=PHP')).toBe('/originals?game=crash&token=[redacted]&currency=PHP');
    expect(redactUrl('/lgw/oidc/callback?code=c0de&state=s7&iss=https%3A%2F%2Fid')).toBe(
      '/lgw/oidc/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
    );
    expect(redactUrl('/x?loginCode=1&resetKey=2&access_token=3&clientSecret=4&gameCode=SLOT1')).toBe(
      '/x?loginCode=[redacted]&resetKey=[redacted]&access_token=[redacted]&clientSecret=[redacted]&gameCode=SLOT1',
    );
  });

  it('also catches encoded names, repeated names, and a malformed query', () => {
    expect(redactUrl('/x?%74oken=a&token=b&token=c')).toBe('/x?%74oken=[redacted]&token=[redacted]&token=[redacted]');
    expect(redactUrl('/x?%E0%A4%A=1&Token=%zz')).toBe('/x?%E0%A4%A=1&Token=[redacted]');
    expect(redactUrl('/x?token=a#more')).toBe('/x?token=[redacted]');
  });

  it('leaves an address without secrets alone', () => {
    expect(redactUrl('/wps/game/list?gameType=RNG&page=2')).toBe('/wps/game/list?gameType=RNG&page=2');
    expect(redactUrl('/wps/system/status')).toBe('/wps/system/status');
    expect(isSecretParameter('vassalage')).toBe(false);
  });
});

describe(`the request log (${testDatabaseName()})`, () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  }, 120_000);
  afterAll(() => t.close());

  it('writes the requests it serves without the secrets in their addresses', async () => {
    await t.request({ method: 'GET', url: '/lgw/sandbox-vendor/play?token=GameToken123secret&lang=EN' });
    await t.request({ method: 'GET', url: '/resetPassword?token=ResetKey456secret' });
    await t.request({ method: 'GET', url: '/lgw/oidc/callback?code=OneTimeCode789secret&state=State000secret' });
    const log = lines.join('');
    expect(log).toContain('/lgw/sandbox-vendor/play?token=[redacted]&lang=EN');
    expect(log).toContain('/resetPassword?token=[redacted]');
    for (const secret of ['GameToken123secret', 'ResetKey456secret', 'OneTimeCode789secret', 'State000secret']) {
      expect(log).not.toContain(secret);
    }
  });
});
