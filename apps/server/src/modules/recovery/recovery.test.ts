import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { enableSms, inboxCode, registerVerifiedMobile, requestCode } from '../verification/sms.test-kit';

describe(`password by phone (${testDatabaseName()})`, () => {
  let t: TestApp;
  let member: { token: string; userInfo: { id: number; account: string } };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_MAX_PER_NUMBER_PER_HOUR: '50', SMS_MAX_PER_IP_PER_HOUR: '1000' });
    await enableSms(t);
    member = await registerVerifiedMobile(t, '9201111111', {
      username: 'forgetful1',
      password: 'Before1234',
      confirmPassword: 'Before1234',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const reset = (payload: object) => t.request({ method: 'POST', url: '/wps/member/password/verification', payload });
  const recoveryCode = async (mobileNum = '9201111111') => {
    expect((await requestCode(t, 'noLogin', { mobileNum, countryDialingCode: '63' })).statusCode).toBe(200);
    return inboxCode(t, mobileNum);
  };
  const info = (token: string) => t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

  it('sets the new password, ends every other session and logs the member in', async () => {
    const other = await t.login('forgetful1', 'Before1234');
    const code = await recoveryCode();
    const response = await reset({
      mobileNum: '9201111111',
      verificationCode: code,
      newPassword: 'After12345',
      confirmNewPassword: 'After12345',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      userInfo: { id: member.userInfo.id, account: 'forgetful1' },
    });
    expect((await info(value.token)).statusCode).toBe(200);
    expect((await info(other)).json().code).toBe('SESSION_EXPIRED');
    expect((await info(member.token)).json().code).toBe('SESSION_EXPIRED');
    const old = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'forgetful1', password: 'Before1234' } });
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    expect(await t.login('forgetful1', 'After12345')).toBeTruthy();
    const audit = await listAudit(t.app.ctx.db, 'member', member.userInfo.id);
    expect(audit.some((entry) => entry.action === 'member.password_reset_by_phone')).toBe(true);
    // The code was spent.
    const again = await reset({ mobileNum: '9201111111', verificationCode: code, newPassword: 'Again12345' });
    expect(again.json().code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('clears a forced change: the new password is the member own', async () => {
    await t.app.ctx.db.updateTable('credentials').set({ must_change: 1 }).where('member_id', '=', member.userInfo.id).execute();
    const response = await reset({ mobileNum: '9201111111', verificationCode: await recoveryCode(), newPassword: 'Fresh12345' });
    expect(response.json().value.passwordExpired).toBe(false);
    const next = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'forgetful1', password: 'Fresh12345' },
    });
    expect(next.json().value.passwordExpired).toBe(false);
  });

  it('checks the new password against the brand rule before it spends a try of the code', async () => {
    const code = await recoveryCode();
    const weak = await reset({ mobileNum: '9201111111', verificationCode: code, newPassword: 'abc' });
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', fields: { newPassword: '8-32 letters, digits and symbols' } });
    const mismatch = await reset({
      mobileNum: '9201111111',
      verificationCode: code,
      newPassword: 'Good12345',
      confirmNewPassword: 'Other1234',
    });
    expect(mismatch.json().code).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    expect((await reset({ mobileNum: '9201111111', verificationCode: code, newPassword: 'Good12345' })).statusCode).toBe(200);
  });

  it('refuses a wrong, an expired and a log-in code', async () => {
    const code = await recoveryCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset({ mobileNum: '9201111111', verificationCode: wrong, newPassword: 'Good12345' })).json().code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    t.clock.advance(HOUR);
    expect((await reset({ mobileNum: '9201111111', verificationCode: code, newPassword: 'Good12345' })).json().code).toBe(
      'VERIFICATION_CODE_EXPIRED',
    );
    await requestCode(t, 'login', { mobileNum: '9201111111' });
    const loginCode = await inboxCode(t, '9201111111');
    expect((await reset({ mobileNum: '9201111111', verificationCode: loginCode, newPassword: 'Good12345' })).json().code).toBe(
      'VERIFICATION_CODE_EXPIRED',
    );
  });

  it.each([
    [{ verificationCode: '123456', newPassword: 'Good12345' }, 'PHONE_REQUIRED'],
    [{ mobileNum: '12', verificationCode: '123456', newPassword: 'Good12345' }, 'PHONE_FORMAT_INVALID'],
    [{ mobileNum: '9201111111', newPassword: 'Good12345' }, 'VERIFICATION_CODE_REQUIRED'],
    [{ mobileNum: '9201111111', verificationCode: '123456', newPassword: ' ' }, 'REQUIRED_FIELDS_MISSING'],
    [{ mobileNum: '9201111111', verificationCode: '123456' }, 'VALIDATION_FAILED'],
    [{ mobileNum: ['9201111111'], verificationCode: '123456', newPassword: 'Good12345' }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s', async (payload, code) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('never resets anything for a number that belongs to no account', async () => {
    await requestCode(t, 'noLogin', { mobileNum: '9209999999' });
    expect((await reset({ mobileNum: '9209999999', verificationCode: '123456', newPassword: 'Good12345' })).json().code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('is off while the brand has CHNGPASSVERIF3 off', async () => {
    await enableSms(t, (m) => (m.whitelabel.flags.CHNGPASSVERIF3 = 0));
    expect((await requestCode(t, 'noLogin', { mobileNum: '9201111111' })).json().code).toBe('FUNCTION_NOT_ENABLED');
    expect((await reset({ mobileNum: '9201111111', verificationCode: '123456', newPassword: 'Good12345' })).json().code).toBe(
      'FUNCTION_NOT_ENABLED',
    );
    await enableSms(t);
  });
});
