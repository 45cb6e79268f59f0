import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enableSms, inboxCode, mobileRegistration, requestCode } from './sms.test-kit';

/** Filipinos abroad register and log in with their local number: each country's plan, stored as E.164. */
describe(`mobile numbers of other countries (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_MAX_PER_IP_PER_HOUR: '1000' });
    await enableSms(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const register = (payload: object) => t.request({ method: 'PUT', url: '/wps/member/register/mobile', payload });
  const memberRow = (id: number) => t.app.ctx.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const phoneRow = (id: number) =>
    t.app.ctx.db.selectFrom('member_phones').selectAll().where('member_id', '=', id).executeTakeFirstOrThrow();

  it('offers the dialing codes with the brand default first', async () => {
    const codes = (await t.request({ method: 'GET', url: '/wps/system/countryCodes' })).json().value;
    expect(codes[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
    expect(codes).toContainEqual({ countryCode: 'AE', countryDialingCode: '971' });
  });

  it('registers a UAE mobile number typed with its trunk 0, and stores it as E.164', async () => {
    const sent = await requestCode(t, 'register', { mobileNo: '050 123 4567', countryDialingCode: '971' });
    expect(sent.statusCode, sent.body).toBe(200);
    const verificationCode = await inboxCode(t, '971501234567');
    const response = await register(mobileRegistration('050 123 4567', { countryDialingCode: '971', verificationCode }));
    expect(response.statusCode, response.body).toBe(200);
    const { id, account } = response.json().value.userInfo;
    expect(account).toBe('m971501234567');
    expect(await phoneRow(id)).toMatchObject({ phone: '+971501234567' });
    expect(await memberRow(id)).toMatchObject({ mobile_num: '501234567', country_dialing_code: '971' });

    // The same number logs in by SMS code, however it is typed.
    const loginSent = await requestCode(t, 'login', { mobileNum: '501234567', countryDialingCode: '+971' });
    expect(loginSent.statusCode, loginSent.body).toBe(200);
    const code = await inboxCode(t, '971501234567');
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login/v2',
      payload: { type: 'sms', mobileNum: '0501234567', countryDialingCode: '971', verificationCode: code },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.userInfo.account).toBe('m971501234567');
  });

  it("refuses a number that is not a mobile number of the chosen country, and keeps the brand's own rule for +63", async () => {
    for (const [mobileNo, countryDialingCode] of [
      ['12345678', '65'], // Singapore mobiles start with 8 or 9
      ['2071234567', '44'], // a London landline, not a mobile
      ['9171234567', '999'], // no such country
      ['abc', '1'],
    ]) {
      const response = await requestCode(t, 'register', { mobileNo, countryDialingCode });
      expect(response.statusCode, `${countryDialingCode} ${mobileNo}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('PHONE_FORMAT_INVALID');
    }
    // The brand's rule for its own country (pattern 25, 10 digits) still applies, with or without the code.
    expect((await requestCode(t, 'register', { mobileNo: '09171234567', countryDialingCode: '63' })).json().code).toBe(
      'PHONE_FORMAT_INVALID',
    );
    expect((await requestCode(t, 'register', { mobileNo: '9171234567' })).statusCode).toBe(200);
    // A foreign number is not held to the Philippine length rule in the registration form either.
    const sent = await requestCode(t, 'register', { mobileNo: '2015550123', countryDialingCode: '1' });
    expect(sent.statusCode, sent.body).toBe(200);
    const verificationCode = await inboxCode(t, '12015550123');
    const response = await register(mobileRegistration('2015550123', { countryDialingCode: '1', verificationCode }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await phoneRow(response.json().value.userInfo.id)).toMatchObject({ phone: '+12015550123' });
  });
});
