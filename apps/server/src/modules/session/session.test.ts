import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptBody } from '@panalo/contract/encrypted-body';
import { MemberType } from '@panalo/contract/member-types';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';

describe(`log-in and sessions (${testDatabaseName()})`, () => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '200' });
    memberId = await t.account({ username: 'player1', password: 'Player1234', nickname: 'Lucky' });
  });
  afterAll(() => t.close());
  // Each test starts from a quiet account: failures age out of the window.
  beforeEach(() => t.clock.advance(HOUR));

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/wps/session/login', payload: payload as object, headers });

  it('logs a member in and returns token, flags and user info', async () => {
    const response = await login({ username: ' Player1 ', password: 'Player1234' });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).toMatchObject({
      passwordExpired: false,
      userInfo: { id: memberId, account: 'player1', nickname: 'Lucky', type: 0, isAgent: false },
    });
    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value.account).toBe('player1');
  });

  it('says firstTimeLogin only on the first log-in of an account', async () => {
    await t.account({ username: 'fresh01', password: 'Fresh12345' });
    expect((await login({ username: 'fresh01', password: 'Fresh12345' })).json().value.firstTimeLogin).toBe(true);
    expect((await login({ username: 'fresh01', password: 'Fresh12345' })).json().value.firstTimeLogin).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('player1', 'Player1234');
    const rows = await t.app.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it.each([
    [{}, 'body'],
    [{ username: 'player1' }, 'password'],
    [{ username: 42, password: 'x' }, 'username'],
  ])('refuses missing or malformed fields %j with VALIDATION_FAILED', async (payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.json().fields ?? {}).join()).toContain(field === 'body' ? '' : field);
  });

  it('asks for username and password when they are blank', async () => {
    const response = await login({ username: '  ', password: '' });
    expect(response.json()).toMatchObject({ code: 'CREDENTIALS_REQUIRED', message: 'Please enter the username and password.' });
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'player1', password: 'Wrong1234' });
    const unknown = await login({ username: 'nobody99', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', captcha: false });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', captcha: false });
  });

  it('answers in Tagalog when asked', async () => {
    const response = await login({ username: 'player1', password: 'Wrong1234' }, { 'accept-language': 'tl' });
    expect(response.json().message).toBe('Mali ang username o password.');
  });

  it('requires a captcha after three failures, refuses a wrong one, and takes the right one', async () => {
    for (let i = 0; i < 2; i++) expect((await login({ username: 'player1', password: 'bad' })).json().captcha).toBe(false);
    expect((await login({ username: 'player1', password: 'bad' })).json()).toMatchObject({ code: 'INVALID_CREDENTIALS', captcha: true });

    const without = await login({ username: 'player1', password: 'Player1234' });
    expect(without.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });

    const first = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const wrong = await login({ username: 'player1', password: 'Player1234', captchaId: first.captchaId, captcha: 'ZZZZ' });
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });

    t.clock.advance(2000);
    const second = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const answer = t.captchaAnswers.get(second.captchaId)!;
    const right = await login({ username: 'player1', password: 'Player1234', captchaId: second.captchaId, captcha: answer.toLowerCase() });
    expect(right.statusCode).toBe(200);
    // A good log-in wipes the slate: the next one needs no captcha.
    expect((await login({ username: 'player1', password: 'Player1234' })).statusCode).toBe(200);
  });

  it('locks an account for five minutes after too many failures', async () => {
    await t.account({ username: 'target01', password: 'Target1234' });
    let lastCaptcha = '';
    for (let i = 0; i < 10; i++) {
      const captcha = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
      lastCaptcha = captcha.captchaId;
      await login({
        username: 'target01',
        password: 'bad',
        captchaId: captcha.captchaId,
        captcha: t.captchaAnswers.get(captcha.captchaId),
      });
      t.clock.advance(1000);
    }
    expect(lastCaptcha).not.toBe('');
    const locked = await login({ username: 'target01', password: 'Target1234' });
    expect(locked.statusCode).toBe(429);
    // Five minutes from the tenth failure, which was a second ago.
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 299 });
    expect(locked.headers['retry-after']).toBe('299');
    t.clock.advance(299_000);
    const captcha = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const answer = t.captchaAnswers.get(captcha.captchaId);
    expect((await login({ username: 'target01', password: 'Target1234', captchaId: captcha.captchaId, captcha: answer })).statusCode).toBe(
      200,
    );
  });

  it('flags the legacy default password and an expired password for a forced change', async () => {
    await t.account({ username: 'legacy01', password: '{secret}' });
    expect((await login({ username: 'legacy01', password: '{secret}' })).json().value.passwordExpired).toBe(true);
    await t.account({ username: 'aging01', password: 'Aging12345' });
    expect((await login({ username: 'aging01', password: 'Aging12345' })).json().value.passwordExpired).toBe(false);
    t.clock.advance(91 * DAY);
    expect((await login({ username: 'aging01', password: 'Aging12345' })).json().value.passwordExpired).toBe(true);
  });

  it('says why the password must change: the legacy default, a password the operator assigned, or its age', async () => {
    const reason = async (username: string, password: string) => {
      const value = (await login({ username, password })).json().value;
      return { passwordExpired: value.passwordExpired, passwordChangeReason: value.passwordChangeReason };
    };
    await t.account({ username: 'legacy03', password: '{secret}' });
    expect(await reason('legacy03', '{secret}')).toEqual({ passwordExpired: true, passwordChangeReason: 'default' });
    await t.account({ username: 'assigned01', password: 'Assigned123', mustChangePassword: true });
    expect(await reason('assigned01', 'Assigned123')).toEqual({ passwordExpired: true, passwordChangeReason: 'assigned' });
    await t.account({ username: 'aging02', password: 'Aging12345' });
    expect(await reason('aging02', 'Aging12345')).toEqual({ passwordExpired: false, passwordChangeReason: null });
    t.clock.advance(91 * DAY);
    expect(await reason('aging02', 'Aging12345')).toEqual({ passwordExpired: true, passwordChangeReason: 'expired' });
  });

  it('refuses staff accounts on the player site', async () => {
    await t.account({ username: 'operator1', password: 'Operator1234', type: MemberType.OPERATOR });
    const response = await login({ username: 'operator1', password: 'Operator1234' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NON_MEMBER_ACCOUNT', message: 'Non-member account unable to login' });
  });

  it('records a log-in from a new IP in the audit log', async () => {
    const id = await t.account({ username: 'traveler1', password: 'Travel1234' });
    await login({ username: 'traveler1', password: 'Travel1234' });
    await login({ username: 'traveler1', password: 'Travel1234' });
    expect(await listAudit(t.app.ctx.db, 'member', id)).toHaveLength(0);
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'brand.test' },
      payload: { username: 'traveler1', password: 'Travel1234' },
      remoteAddress: '198.51.100.7',
    });
    const entries = await listAudit(t.app.ctx.db, 'member', id);
    expect(entries.map((e) => [e.action, e.ip])).toEqual([['session.login_new_ip', '198.51.100.7']]);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('player1', 'Player1234');
    const out = await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, value: null });
    const after = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends sessions after idle time and after their absolute lifetime', async () => {
    const idle = await t.login('player1', 'Player1234');
    t.clock.advance(121 * MINUTE);
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(idle) })).json().code).toBe('SESSION_EXPIRED');

    const busy = await t.login('player1', 'Player1234');
    for (let hours = 0; hours < 23; hours++) {
      t.clock.advance(HOUR);
      expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(busy) })).statusCode).toBe(200);
    }
    t.clock.advance(HOUR);
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(busy) })).json().code).toBe('SESSION_EXPIRED');
  });

  it('refuses calls without a token or with a forged one', async () => {
    expect((await t.request({ method: 'GET', url: '/wps/member/info' })).json().code).toBe('NOT_LOGGED_IN');
    const forged = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('NOT_LOGGED_IN');
  });

  it('opens a trial account in the trial brand for free play', async () => {
    const response = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W', os: 'web' } });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value.userInfo).toMatchObject({ type: 4, isTrial: true, merchantCode: 'brand-trial' });
    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value.isTrial).toBe(true);
    const change = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(value.token),
      payload: { oldPassword: 'x', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' },
    });
    expect(change.json().code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('refuses free play when the brand turned it off', async () => {
    await t.updateBrand((m) => (m.whitelabel.modules.freePlay = 0));
    const response = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(response.json().code).toBe('FREE_PLAY_DISABLED');
    await t.updateBrand((m) => (m.whitelabel.modules.freePlay = 1));
  });

  describe('encrypted bodies', () => {
    const encryptedLogin = async (body: unknown, path = '/wps/session/login') => {
      const { encryption } = (await t.request({ method: 'GET', url: '/wps/system/permission' })).json().value;
      return encryptBody(encryption.jwk, encryption.keyId, 'POST', path, body);
    };

    it('logs in with a body encrypted for the published key', async () => {
      const payload = await encryptedLogin({ username: 'player1', password: 'Player1234' });
      const response = await login(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().value.userInfo.account).toBe('player1');
    });

    it('refuses a body encrypted for another call, or tampered with', async () => {
      const other = await encryptedLogin({ username: 'player1', password: 'Player1234' }, '/wps/member/register');
      expect((await login(other)).json().code).toBe('DECRYPTION_FAILED');
      const tampered = await encryptedLogin({ username: 'player1', password: 'Player1234' });
      tampered.encrypted.data = tampered.encrypted.data.slice(0, -4) + 'AAAA';
      expect((await login(tampered)).json().code).toBe('DECRYPTION_FAILED');
      expect((await login({ encrypted: { v: 1 } })).json().code).toBe('DECRYPTION_FAILED');
    });

    it('refuses plain JSON when the brand requires encryption', async () => {
      await t.updateBrand((m) => (m.settings.acceptPlainBody = false));
      const plain = await login({ username: 'player1', password: 'Player1234' });
      expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
      expect((await login(await encryptedLogin({ username: 'player1', password: 'Player1234' }))).statusCode).toBe(200);
      await t.updateBrand((m) => (m.settings.acceptPlainBody = true));
    });
  });
});

describe(`per-IP limit on credential calls (${testDatabaseName()})`, () => {
  it('answers TOO_MANY_REQUESTS once an IP has used its log-ins for the minute', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'x', password: 'y' } });
        expect(response.statusCode).toBe(401);
      }
      const limited = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'x', password: 'y' } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    } finally {
      await t.close();
    }
  });
});
