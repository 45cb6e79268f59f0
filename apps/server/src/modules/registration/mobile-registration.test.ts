import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { HOUR } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { enableSms, inboxCode, mobileRegistration, registerVerifiedMobile, requestCode } from '../verification/sms.test-kit';

describe(`registration by mobile (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_MAX_PER_IP_PER_HOUR: '1000' });
    await t.account({ username: 'agent7', password: 'Agent1234', type: MemberType.AGENT, referralCode: 'AGENT7' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const register = (payload: object) => t.request({ method: 'PUT', url: '/wps/member/register/mobile', payload });
  const settings = async () => (await t.request({ method: 'GET', url: '/wps/system/setting/register' })).json().value;
  const phoneRow = (memberId: number) =>
    t.app.ctx.db.selectFrom('member_phones').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();

  it('is closed, and offers only the username tab, while the brand has mobile registration off', async () => {
    expect((await register(mobileRegistration('9190000001'))).json().code).toBe('REGISTRATION_DISABLED');
    expect(await settings()).toMatchObject({
      loginTabs: ['username'],
      defaultLoginTab: 'username',
      registerTabs: ['username'],
      defaultRegisterTab: 'username',
      passwordRecovery: { phone: false, email: true },
    });
  });

  it('tells the client which tabs exist and which opens first', async () => {
    await enableSms(t);
    expect(await settings()).toMatchObject({
      mobileRegistration: true,
      smsVerification: true,
      loginTabs: ['username', 'sms'],
      defaultLoginTab: 'username',
      registerTabs: ['username', 'mobile'],
      defaultRegisterTab: 'mobile',
      mobilePasswordRequired: false,
      passwordRecovery: { phone: true, email: true },
    });
    // The module alone opens the tab, but only the MOBILENUMREG3 flag makes it the first one.
    await enableSms(t, (m) => {
      m.whitelabel.flags.MOBILENUMREG3 = 0;
      m.whitelabel.modules.mobileRegistration = 1;
      m.whitelabel.flags.MOBILENUMPASSREG3 = 1;
    });
    expect(await settings()).toMatchObject({
      registerTabs: ['username', 'mobile'],
      defaultRegisterTab: 'username',
      mobilePasswordRequired: true,
    });
    await enableSms(t, (m) => {
      m.whitelabel.flags.USERNAMEREG3 = 0;
      m.whitelabel.flags.MOBILENUMREG3 = 0;
    });
    expect(await settings()).toMatchObject({ registerTabs: ['mobile'], defaultRegisterTab: 'mobile' });
    await enableSms(t, (m) => {
      m.whitelabel.flags.USERNAMEREG3 = 1;
      m.whitelabel.modules.mobileRegistration = 0;
      m.whitelabel.flags.MOBILENUMPASSREG3 = 0;
    });
  });

  it('registers with a verified number, derives the username, and logs the member in', async () => {
    await enableSms(t);
    const value = await registerVerifiedMobile(t, '9190000002');
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, userInfo: { account: 'm639190000002', type: 0 } });
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) })).statusCode).toBe(200);
    expect(await phoneRow(value.userInfo.id)).toMatchObject({ phone: '+639190000002', verified_at: t.clock.now() });
    const member = await t.app.ctx.db.selectFrom('members').selectAll().where('id', '=', value.userInfo.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ mobile_num: '9190000002', country_dialing_code: '63' });
    expect((await listAudit(t.app.ctx.db, 'member', value.userInfo.id))[0]?.detail).toContain('"method":"mobile"');
    // The password works for the username tab too.
    expect(await t.login('m639190000002', 'Secret123')).toBeTruthy();
  });

  it('takes a chosen username and an invitation code', async () => {
    await enableSms(t);
    const value = await registerVerifiedMobile(t, '9190000003', { username: 'Mobile03', affiliateCode: 'agent7' });
    expect(value.userInfo).toMatchObject({ account: 'mobile03', uplineAccount: 'agent7' });
  });

  it('checks the code: required, right, and spent by the registration', async () => {
    await enableSms(t);
    expect((await register(mobileRegistration('9190000004'))).json().code).toBe('VERIFICATION_CODE_REQUIRED');
    await requestCode(t, 'register', { mobileNo: '9190000004' });
    const code = await inboxCode(t, '9190000004');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register(mobileRegistration('9190000004', { verificationCode: wrong }))).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await register(mobileRegistration('9190000004', { verificationCode: code }))).statusCode).toBe(200);
    // Registered now: the number is taken, whatever the code.
    expect((await register(mobileRegistration('9190000004', { verificationCode: code }))).json().code).toBe('MOBILE_TAKEN');
  });

  it('keeps a number to one account per brand, and a chosen username to one member', async () => {
    await enableSms(t);
    await registerVerifiedMobile(t, '9190000005', { username: 'taken05' });
    await requestCode(t, 'register', { mobileNo: '9190000006' });
    const code = await inboxCode(t, '9190000006');
    const clash = await register(mobileRegistration('9190000006', { verificationCode: code, username: 'TAKEN05' }));
    expect(clash.json().code).toBe('USERNAME_TAKEN');
    // The refused attempt did not spend the code.
    expect((await register(mobileRegistration('9190000006', { verificationCode: code }))).statusCode).toBe(200);
  });

  it('registers without a password when the brand logs in by SMS and does not ask for one', async () => {
    await enableSms(t);
    const value = await registerVerifiedMobile(t, '9190000007', { password: undefined, confirmPassword: undefined });
    const byPassword = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: value.userInfo.account, password: '!' },
    });
    expect(byPassword.json().code).toBe('INVALID_CREDENTIALS');
    await requestCode(t, 'login', { mobileNum: '9190000007' });
    const code = await inboxCode(t, '9190000007');
    const bySms = await t.request({
      method: 'POST',
      url: '/wps/session/login/v2',
      payload: { type: 'sms', mobileNum: '9190000007', verificationCode: code },
    });
    expect(bySms.json().value.userInfo.id).toBe(value.userInfo.id);
  });

  it('requires the password when MOBILENUMPASSREG3 is on', async () => {
    await enableSms(t, (m) => (m.whitelabel.flags.MOBILENUMPASSREG3 = 1));
    await requestCode(t, 'register', { mobileNo: '9190000008' });
    const code = await inboxCode(t, '9190000008');
    const response = await register(
      mobileRegistration('9190000008', { verificationCode: code, password: undefined, confirmPassword: undefined }),
    );
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'All required fields must be completed' } });
    const weak = await register(mobileRegistration('9190000008', { verificationCode: code, password: 'abc', confirmPassword: 'abc' }));
    expect(weak.json().fields).toEqual({ password: '8-32 letters, digits and symbols' });
    await enableSms(t, (m) => (m.whitelabel.flags.MOBILENUMPASSREG3 = 0));
  });

  it('registers an unverified number when the brand does not verify by SMS (no log-in by SMS then)', async () => {
    await enableSms(t, (m) => (m.whitelabel.flags.REGMOBVERF3 = 0));
    expect((await requestCode(t, 'register', { mobileNo: '9190000009' })).json().code).toBe('FUNCTION_NOT_ENABLED');
    const noPassword = await register(mobileRegistration('9190000009', { password: undefined, confirmPassword: undefined }));
    expect(noPassword.json().fields).toEqual({ password: 'All required fields must be completed' });
    const response = await register(mobileRegistration('9190000009'));
    expect(response.statusCode).toBe(200);
    expect((await phoneRow(response.json().value.userInfo.id)).verified_at).toBeNull();
    expect((await register(mobileRegistration('9190000009'))).json().code).toBe('MOBILE_TAKEN');
    await enableSms(t);
  });

  it('checks the same things as the username form: terms, age, number rule, outlet', async () => {
    await enableSms(t);
    expect((await register(mobileRegistration('9190000010', { termsAccepted: false }))).json().code).toBe('TERMS_NOT_ACCEPTED');
    expect((await register(mobileRegistration('9190000010', { ageConfirmed: false }))).json().code).toBe('AGE_NOT_CONFIRMED');
    expect((await register(mobileRegistration(''))).json().fields).toEqual({ mobileNum: 'All required fields must be completed' });
    expect((await register(mobileRegistration('8190000010'))).json().fields).toEqual({ mobileNum: '10 digits starting with 9' });
    expect((await register(mobileRegistration('9190000010', { username: '1bad' }))).json().fields).toEqual({
      username: '6-16 letters and digits, starting with a letter',
    });
    expect((await register(mobileRegistration('9190000010', { countryDialingCode: 'x' }))).json().code).toBe('PHONE_FORMAT_INVALID');
    expect((await register({ mobileNum: 919 })).json().code).toBe('VALIDATION_FAILED');
  });

  it('verifies the number of a username registration when the brand verifies by SMS', async () => {
    await enableSms(t);
    const payload = {
      username: 'withphone1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      termsAccepted: true,
      ageConfirmed: true,
      mobileNum: '9190000011',
    };
    const put = (body: object) => t.request({ method: 'PUT', url: '/wps/member/register', payload: body });
    expect((await put(payload)).json().code).toBe('VERIFICATION_CODE_REQUIRED');
    await requestCode(t, 'register', { mobileNo: '9190000011', regType: 'username' });
    const response = await put({ ...payload, verificationCode: await inboxCode(t, '9190000011') });
    expect(response.statusCode).toBe(200);
    expect((await phoneRow(response.json().value.userInfo.id)).verified_at).not.toBeNull();
    // Without a number there is nothing to verify.
    expect((await put({ ...payload, username: 'nophone01', mobileNum: undefined })).statusCode).toBe(200);
  });
});
