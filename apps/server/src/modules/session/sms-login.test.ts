import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptBody } from '@panalo/contract/encrypted-body';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enableSms, inboxCode, registerVerifiedMobile, requestCode } from '../verification/sms.test-kit';

describe(`Login V2: username and mobile + SMS code (${testDatabaseName()})`, () => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_MAX_PER_NUMBER_PER_HOUR: '50', SMS_MAX_PER_IP_PER_HOUR: '1000' });
    await enableSms(t);
    memberId = (await registerVerifiedMobile(t, '9181111111', { username: 'mobileuser1' })).userInfo.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const loginV2 = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/wps/session/login/v2', payload, headers });
  const smsLogin = (verificationCode: string | undefined, mobileNum = '9181111111') =>
    loginV2({ type: 'sms', mobileNum, countryDialingCode: '63', verificationCode });
  const freshCode = async (mobileNum = '9181111111') => {
    expect((await requestCode(t, 'login', { mobileNum, countryDialingCode: '63' })).statusCode).toBe(200);
    return inboxCode(t, mobileNum);
  };

  it('logs the member of a verified number in with the code, without a captcha', async () => {
    const code = await freshCode();
    const response = await smsLogin(code);
    expect(response.statusCode, response.body).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, userInfo: { id: memberId, account: 'mobileuser1' } });
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) })).json().value.id).toBe(memberId);
  });

  it('takes each code once', async () => {
    const code = await freshCode();
    expect((await smsLogin(code)).statusCode).toBe(200);
    expect((await smsLogin(code)).json()).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'The verification code has expired, please send again',
    });
  });

  it('kills a code after five wrong tries', async () => {
    const code = await freshCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await smsLogin(wrong)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: 'Enter valid verification code' });
    }
    expect((await smsLogin(code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    // A new code works again.
    expect((await smsLogin(await freshCode())).statusCode).toBe(200);
  });

  it('accepts the right code after four wrong ones', async () => {
    const code = await freshCode();
    for (let i = 0; i < 4; i++) await smsLogin('12345x');
    expect((await smsLogin(code)).statusCode).toBe(200);
  });

  it('expires a code after the brand expiredMinutes', async () => {
    const code = await freshCode();
    t.clock.advance(5 * MINUTE);
    expect((await smsLogin(code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    const next = await freshCode();
    t.clock.advance(5 * MINUTE - 2000);
    expect((await smsLogin(next)).statusCode).toBe(200);
  });

  it('honours only the newest code sent', async () => {
    const first = await freshCode();
    const second = await freshCode();
    if (first !== second) expect((await smsLogin(first)).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await smsLogin(second)).statusCode).toBe(200);
  });

  it('does not take a code sent for another purpose', async () => {
    const loginCode = await freshCode();
    expect((await requestCode(t, 'noLogin', { mobileNum: '9181111111' })).statusCode).toBe(200);
    const recoveryCode = await inboxCode(t, '9181111111');
    if (recoveryCode !== loginCode) expect((await smsLogin(recoveryCode)).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await smsLogin(loginCode)).statusCode).toBe(200);
  });

  it('never logs anyone in on a number that belongs to no account', async () => {
    await requestCode(t, 'login', { mobileNum: '9189999999' });
    for (const guess of ['000000', '123456']) expect((await smsLogin(guess, '9189999999')).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it.each([
    [{ type: 'sms', verificationCode: '123456' }, 'PHONE_REQUIRED'],
    [{ type: 'sms', mobileNum: '123', verificationCode: '123456' }, 'PHONE_FORMAT_INVALID'],
    [{ type: 'sms', mobileNum: '9181111111' }, 'VERIFICATION_CODE_REQUIRED'],
    [{ type: 'sms', mobileNum: '9181111111', verificationCode: '  ' }, 'VERIFICATION_CODE_REQUIRED'],
    [{ type: 'username' }, 'CREDENTIALS_REQUIRED'],
    [{}, 'CREDENTIALS_REQUIRED'],
    [{ type: 'email', username: 'a', password: 'b' }, 'VALIDATION_FAILED'],
    [{ type: 'sms', mobileNum: 9181111111 }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s', async (payload, code) => {
    const response = await loginV2(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('refuses log-in by SMS while the brand has it off', async () => {
    await enableSms(t, (m) => (m.whitelabel.modules.verificationCodeLogin = 0));
    expect((await requestCode(t, 'login', { mobileNum: '9181111111' })).json().code).toBe('FUNCTION_NOT_ENABLED');
    expect((await smsLogin('123456')).json().code).toBe('FUNCTION_NOT_ENABLED');
    await enableSms(t);
  });

  it('refuses a locked account even with the right code', async () => {
    await t.app.ctx.db.updateTable('members').set({ status: 'locked' }).where('id', '=', memberId).execute();
    expect((await smsLogin(await freshCode())).json().code).toBe('ACCOUNT_DISABLED');
    await t.app.ctx.db.updateTable('members').set({ status: 'active' }).where('id', '=', memberId).execute();
  });

  it('logs in by username and password like the first log-in call, captcha after failures included', async () => {
    await t.account({ username: 'classic01', password: 'Classic1234' });
    const first = await loginV2({ type: 'username', username: ' Classic01 ', password: 'Classic1234' });
    expect(first.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, userInfo: { account: 'classic01' } });
    expect((await loginV2({ username: 'classic01', password: 'Classic1234' })).json().value.firstTimeLogin).toBe(false);
    // Failures count after the last success, which must lie in the past.
    t.clock.advance(1000);
    for (let i = 0; i < 2; i++) expect((await loginV2({ username: 'classic01', password: 'Wrong1234' })).json().captcha).toBe(false);
    expect((await loginV2({ username: 'classic01', password: 'Wrong1234' })).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      captcha: true,
    });
    expect((await loginV2({ username: 'classic01', password: 'Classic1234' })).json().code).toBe('CAPTCHA_REQUIRED');
    t.clock.advance(1000);
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const withCaptcha = await loginV2({
      username: 'classic01',
      password: 'Classic1234',
      captchaId,
      captcha: t.captchaAnswers.get(captchaId),
    });
    expect(withCaptcha.statusCode).toBe(200);
  });

  it('lifts a password lock: the owner proves themselves with the code', async () => {
    const password = (extra: object = {}) => loginV2({ type: 'username', username: 'mobileuser1', password: 'Wrong1234', ...extra });
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1001);
      const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
      expect((await password({ captchaId, captcha: t.captchaAnswers.get(captchaId) })).json().code).toBe('INVALID_CREDENTIALS');
    }
    expect((await password()).json().code).toBe('TOO_MANY_REQUESTS');
    expect((await smsLogin(await freshCode())).statusCode).toBe(200);
    // A clean slate: no lock, and no captcha for the next try.
    expect((await password()).json()).toMatchObject({ code: 'INVALID_CREDENTIALS', captcha: false });
  });

  it('still reports the forced password change: the legacy default, and an expired password', async () => {
    await t.account({ username: 'legacy09', password: '{secret}', mustChangePassword: true });
    expect((await loginV2({ username: 'legacy09', password: '{secret}' })).json().value.passwordExpired).toBe(true);
    await t.account({ username: 'aging01', password: 'Aging12345' });
    t.clock.advance(91 * DAY);
    expect((await loginV2({ username: 'aging01', password: 'Aging12345' })).json().value.passwordExpired).toBe(true);
    await enableSms(t, (m) => (m.whitelabel.modules.forcedPasswordExpiryChange = 0));
    expect((await loginV2({ username: 'aging01', password: 'Aging12345' })).json().value.passwordExpired).toBe(false);
    await enableSms(t);
  });

  it('takes an encrypted body, bound to its own path', async () => {
    const { jwk, keyId } = (await t.request({ method: 'GET', url: '/wps/system/permission' })).json().value.encryption;
    const payload = { type: 'username', username: 'classic01', password: 'Classic1234' };
    const encrypted = await encryptBody(jwk, keyId, 'POST', '/wps/session/login/v2', payload);
    expect((await loginV2(encrypted)).statusCode).toBe(200);
    const elsewhere = await encryptBody(jwk, keyId, 'POST', '/wps/session/login', payload);
    expect((await loginV2(elsewhere)).json().code).toBe('DECRYPTION_FAILED');
  });
});
