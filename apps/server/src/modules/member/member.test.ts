import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';

describe(`registration (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' });
    await t.account({ username: 'agent1', password: 'Agent1234', type: MemberType.AGENT, referralCode: 'AGENTCODE' });
    await t.account({ username: 'plain01', password: 'Plain1234', referralCode: 'MEMBERCODE' });
  });
  afterAll(() => t.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    username: 'newplayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    ageConfirmed: true,
    registerMethod: 'WEB',
    ...overrides,
  });
  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'PUT', url: '/wps/member/register', payload, headers });

  it('registers a member, logs them in and shows their account', async () => {
    const response = await register(valid({ username: ' NewPlayer1 ', payeeName: 'Juan  Dela Cruz' }));
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      userInfo: { account: 'newplayer1', type: 0, uplineAccount: null },
    });
    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value).toMatchObject({ account: 'newplayer1', merchantCode: 'brand' });
    expect(await listAudit(t.app.ctx.db, 'member', value.userInfo.id)).toHaveLength(1);
    // The password works for a later log-in, and is stored only as an argon2id hash.
    expect(await t.login('newplayer1', 'Secret123')).toBeTruthy();
    const stored = await t.app.ctx.db
      .selectFrom('credentials')
      .select('password_hash')
      .where('member_id', '=', value.userInfo.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken username', async () => {
    await register(valid({ username: 'taken01' }));
    const again = await register(valid({ username: 'TAKEN01' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
  });

  it('places the member under the agent whose invitation code they used', async () => {
    const check = await t.request({ method: 'GET', url: '/wps/agent/affiliate?code=agentcode&domain=brand.test' });
    expect(check.json()).toEqual({ success: true, value: { valid: true, agentAccount: 'agent1' } });
    const response = await register(valid({ username: 'invited01', affiliateCode: 'AGENTCODE' }));
    expect(response.json().value.userInfo.uplineAccount).toBe('agent1');
  });

  it.each(['NOSUCHCODE', 'MEMBERCODE'])('refuses the invitation code %s that belongs to no agent', async (code) => {
    const check = await t.request({ method: 'GET', url: `/wps/agent/affiliate?code=${code}` });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ code: 'INVALID_INVITATION_CODE', message: 'Invalid invitation code' });
    const response = await register(valid({ username: 'invited02', affiliateCode: code }));
    expect(response.json().code).toBe('INVALID_INVITATION_CODE');
  });

  it('asks for the affiliate code in the affiliate check', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/agent/affiliate' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('requires the terms and the age-21 confirmation', async () => {
    expect((await register(valid({ termsAccepted: false }))).json()).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
      message: 'accept terms to continue',
    });
    expect((await register(valid({ ageConfirmed: false }))).json().code).toBe('AGE_NOT_CONFIRMED');
  });

  it('answers a missing terms or age box with the catalogue message, never the schema text', async () => {
    const { termsAccepted: _t, ...withoutTerms } = valid({ username: 'noterms01' });
    expect((await register(withoutTerms)).json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED', message: 'accept terms to continue' });
    const { ageConfirmed: _a, ...withoutAge } = valid({ username: 'noage01' });
    const tl = await register(withoutAge, { 'accept-language': 'tl' });
    expect(tl.json()).toMatchObject({
      code: 'AGE_NOT_CONFIRMED',
      message: 'Kailangan mong kumpirmahin na ikaw ay hindi bababa sa 21 taong gulang',
    });
    // Any other schema failure names the field with a catalogue message too.
    const wrongType = await register(valid({ username: 12345 }));
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: 'Please Enter Correct Information' } });
    const { password: _p, ...withoutPassword } = valid({ username: 'nopass01' });
    expect((await register(withoutPassword)).json().fields).toEqual({ password: 'All required fields must be completed' });
  });

  it('explains each field that breaks the brand rules, in the user language', async () => {
    const response = await register(valid({ username: '1bad', password: 'short', confirmPassword: 'short' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: '6-16 letters and digits, starting with a letter', password: '8-32 letters, digits and symbols' },
    });
    const tl = await register(valid({ username: '1bad' }), { 'accept-language': 'tl' });
    expect(tl.json().fields.username).toBe('6-16 na titik at numero, nagsisimula sa titik');
    const mismatch = await register(valid({ confirmPassword: 'Other1234' }));
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'Confirmation password is not correct' });
  });

  it('applies a field the brand made required, with min equal to max collapsed', async () => {
    await t.updateBrand(
      (m) => (m.validation.mobileNum = { ...m.validation.mobileNum, enabled: true, required: true, minLength: 10, maxLength: 10 }),
    );
    expect((await register(valid({ username: 'mobile01' }))).json().fields).toEqual({ mobileNum: 'All required fields must be completed' });
    expect((await register(valid({ username: 'mobile01', mobileNum: '812345678' }))).json().fields).toEqual({
      mobileNum: '10 digits starting with 9',
    });
    expect((await register(valid({ username: 'mobile01', mobileNum: '9171234567' }))).statusCode).toBe(200);
    await t.updateBrand((m) => (m.validation.mobileNum = { ...m.validation.mobileNum, required: false }));
  });

  it('requires an outlet when the brand lists venues, and a captcha when the brand asks for one', async () => {
    await t.updateBrand((m) => (m.registerSettings.gamingVenues = [{ label: 'Makati', value: 'MKT' }]));
    expect((await register(valid({ username: 'venue01' }))).json()).toMatchObject({
      code: 'VENUE_REQUIRED',
      message: 'Please select outlet name',
    });
    await t.updateBrand((m) => (m.validation.captcha.enabled = true));
    expect((await register(valid({ username: 'venue01', gamingVenue: 'MKT' }))).json().code).toBe('CAPTCHA_REQUIRED');
    t.clock.advance(1000);
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const captcha = t.captchaAnswers.get(captchaId);
    expect((await register(valid({ username: 'venue01', gamingVenue: 'MKT', captchaId, captcha }))).statusCode).toBe(200);
    // One use only.
    expect((await register(valid({ username: 'venue02', gamingVenue: 'MKT', captchaId, captcha }))).json().code).toBe('CAPTCHA_INVALID');
    await t.updateBrand((m) => {
      m.registerSettings.gamingVenues = [];
      m.validation.captcha.enabled = false;
    });
  });

  it('refuses malformed payloads without a 500', async () => {
    for (const payload of [
      {},
      { username: [] },
      valid({ termsAccepted: 'yes' }),
      valid({ registerMethod: 'APP' }),
      valid({ username: 'x'.repeat(300) }),
    ]) {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('refuses registration when the brand turned username registration off', async () => {
    await t.updateBrand((m) => (m.whitelabel.flags.USERNAMEREG3 = 0));
    expect((await register(valid({ username: 'closed01' }))).json().code).toBe('REGISTRATION_DISABLED');
    await t.updateBrand((m) => (m.whitelabel.flags.USERNAMEREG3 = 1));
  });
});

describe(`password change (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' });
    await t.account({ username: 'changer1', password: 'Before1234' });
  });
  afterAll(() => t.close());

  const change = (token: string, payload: object) =>
    t.request({ method: 'POST', url: '/wps/member/password', headers: bearer(token), payload });

  it('checks the current password, the rule and the confirmation', async () => {
    const token = await t.login('changer1', 'Before1234');
    expect(
      (await change(token, { oldPassword: 'Wrong1234', newPassword: 'After12345', confirmNewPassword: 'After12345' })).json().code,
    ).toBe('OLD_PASSWORD_INCORRECT');
    const weak = await change(token, { oldPassword: 'Before1234', newPassword: 'abc', confirmNewPassword: 'abc' });
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', fields: { newPassword: '8-32 letters, digits and symbols' } });
    expect(
      (await change(token, { oldPassword: 'Before1234', newPassword: 'After12345', confirmNewPassword: 'After99999' })).json().code,
    ).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    expect(
      (await change(token, { oldPassword: 'Before1234', newPassword: 'Before1234', confirmNewPassword: 'Before1234' })).json().code,
    ).toBe('PASSWORD_REUSED');
    expect((await change(token, {})).statusCode).toBe(400);
  });

  it('changes the password and ends every other session', async () => {
    const other = await t.login('changer1', 'Before1234');
    const current = await t.login('changer1', 'Before1234');
    const response = await change(current, { oldPassword: 'Before1234', newPassword: 'After12345', confirmNewPassword: 'After12345' });
    expect(response.json()).toEqual({ success: true, value: null });
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(other) })).json().code).toBe('SESSION_EXPIRED');
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(current) })).statusCode).toBe(200);
    const old = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'changer1', password: 'Before1234' } });
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    expect(await t.login('changer1', 'After12345')).toBeTruthy();
  });

  it('clears the forced change once the legacy default password is replaced', async () => {
    await t.account({ username: 'legacy02', password: '{secret}', mustChangePassword: true });
    const first = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'legacy02', password: '{secret}' } });
    expect(first.json().value.passwordExpired).toBe(true);
    await change(first.json().value.token, { oldPassword: '{secret}', newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' });
    const next = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'legacy02', password: 'Mine12345' } });
    expect(next.json().value.passwordExpired).toBe(false);
  });
});
