import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enableSms, inboxCode, inboxSize, registerVerifiedMobile, requestCode } from './sms.test-kit';

describe(`SMS codes (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_MAX_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());

  it('refuses every send while the brand has the SMS methods off', async () => {
    expect((await requestCode(t, 'login', { mobileNum: '9170000001' })).json()).toMatchObject({
      code: 'FUNCTION_NOT_ENABLED',
      message: 'Function not enabled, please contact customer service',
    });
    expect((await requestCode(t, 'noLogin', { mobileNum: '9170000001' })).json().code).toBe('FUNCTION_NOT_ENABLED');
    // Mobile registration is off: the register send says registration by this method is closed.
    expect((await requestCode(t, 'register', { mobileNo: '9170000001' })).json().code).toBe('REGISTRATION_DISABLED');
    // Username registration is open, but the brand does not verify numbers by SMS.
    expect((await requestCode(t, 'register', { mobileNo: '9170000001', regType: 'username' })).json().code).toBe('FUNCTION_NOT_ENABLED');
  });

  it('sends a six-digit register code to the development inbox and answers expiredMinutes', async () => {
    await enableSms(t);
    const response = await requestCode(t, 'register', { mobileNo: '9170000002', countryDialingCode: '63' });
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const inbox = (await t.request({ method: 'GET', url: '/wps/dev/sms-inbox?mobile=9170000002' })).json().value;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ to: '+639170000002', code: expect.stringMatching(/^\d{6}$/) });
    expect(inbox[0].text).toContain('Test Brand');
    expect(inbox[0].text).toContain('5 minutes');
    // Only a salted hash is stored.
    const row = await t.app.ctx.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('phone', '=', '+639170000002')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(inbox[0].code);
  });

  it('follows the brand expiredMinutes and writes the text in the member language', async () => {
    await enableSms(t, (m) => (m.settings.sms.expiredMinutes = 3));
    const response = await requestCode(t, 'register', { mobileNo: '9170000003' }, { 'accept-language': 'tl' });
    expect(response.json().value).toEqual({ expiredMinutes: 3 });
    const [text] = (await t.request({ method: 'GET', url: '/wps/dev/sms-inbox?mobile=9170000003' })).json().value;
    expect(text.text).toContain('3 minuto');
    await enableSms(t, (m) => (m.settings.sms.expiredMinutes = 5));
  });

  it.each([
    [{}, 'PHONE_REQUIRED'],
    [{ mobileNo: '   ' }, 'PHONE_REQUIRED'],
    [{ mobileNo: '8171234567' }, 'PHONE_FORMAT_INVALID'],
    [{ mobileNo: '917123456' }, 'PHONE_FORMAT_INVALID'],
    [{ mobileNo: '91712345678' }, 'PHONE_FORMAT_INVALID'],
    [{ mobileNo: '917-123-456' }, 'PHONE_FORMAT_INVALID'],
    [{ mobileNo: '9171234567', countryDialingCode: '0' }, 'PHONE_FORMAT_INVALID'],
    [{ mobileNo: '9171234567', countryDialingCode: 'PH' }, 'PHONE_FORMAT_INVALID'],
  ])('refuses the number %j with %s', async (payload, code) => {
    await enableSms(t);
    const response = await requestCode(t, 'register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('answers malformed bodies with VALIDATION_FAILED', async () => {
    for (const payload of [{ mobileNo: 9171234567 }, { mobileNo: 'x'.repeat(40) }, { regType: 'email' }]) {
      expect((await requestCode(t, 'register', payload)).json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('takes one send a second from a client', async () => {
    await enableSms(t);
    expect((await requestCode(t, 'register', { mobileNo: '9170000004' })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '9170000005' } });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'REFRESH_TOO_FAST', retryAfter: 1 });
    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { host: 'brand.test' },
      remoteAddress: '192.0.2.44',
      payload: { mobileNo: '9170000005' },
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('sends a number at most SMS_MAX_PER_NUMBER_PER_HOUR codes an hour', async () => {
    await enableSms(t);
    for (let i = 0; i < 5; i++) expect((await requestCode(t, 'register', { mobileNo: '9170000006' })).statusCode).toBe(200);
    const sixth = await requestCode(t, 'register', { mobileNo: '9170000006' });
    expect(sixth.statusCode).toBe(429);
    // The message states the real wait: the first of the five codes leaves the hour in 3,595 s.
    expect(sixth.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfter: 3595,
      message: 'Too many requests, please retry after 1 hour',
    });
    expect(sixth.headers['retry-after']).toBe('3595');
    expect(await inboxSize(t, '9170000006')).toBe(5);
    t.clock.advance(50 * MINUTE);
    const later = await requestCode(t, 'register', { mobileNo: '9170000006' }, { 'accept-language': 'tl' });
    expect(later.json()).toMatchObject({
      retryAfter: 594,
      message: 'Masyadong maraming request, pakisubukang muli pagkalipas ng 10 minuto',
    });
    t.clock.advance(HOUR);
    expect((await requestCode(t, 'register', { mobileNo: '9170000006' })).statusCode).toBe(200);
  });

  it('refuses a register code for a number that is already registered', async () => {
    await enableSms(t);
    await registerVerifiedMobile(t, '9170000007');
    const response = await requestCode(t, 'register', { mobileNo: '9170000007' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'MOBILE_TAKEN', message: 'This mobile number is already registered' });
  });

  it('answers a log-in or recovery code for an unknown number the same way, without texting it', async () => {
    await enableSms(t);
    const before = await inboxSize(t, '9170000008');
    for (const kind of ['login', 'noLogin'] as const) {
      const response = await requestCode(t, kind, { mobileNum: '9170000008', countryDialingCode: '+63' });
      expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    }
    expect(await inboxSize(t, '9170000008')).toBe(before);
    // A member's verified number does get its text.
    await registerVerifiedMobile(t, '9170000009');
    expect((await requestCode(t, 'login', { mobileNum: '9170000009' })).statusCode).toBe(200);
    expect(await inboxCode(t, '9170000009')).toMatch(/^\d{6}$/);
  });

  it('asks for the image captcha before sending when the brand wants one', async () => {
    await enableSms(t, (m) => (m.settings.sms.captcha = true));
    expect((await requestCode(t, 'register', { mobileNo: '9170000010' })).json().code).toBe('CAPTCHA_REQUIRED');
    t.clock.advance(1000);
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const ok = await requestCode(t, 'register', { mobileNo: '9170000010', captchaId, captcha: t.captchaAnswers.get(captchaId) });
    expect(ok.statusCode).toBe(200);
    await enableSms(t, (m) => (m.settings.sms.captcha = false));
  });
});

// Its own app: on PostgreSQL two test apps must not be built at the same time (Kysely's migrator
// sees the other schema's migration tables and skips creating its own).
describe(`SMS codes per client and hour (${testDatabaseName()})`, () => {
  it('limits the requests of one client per hour, whatever the numbers', async () => {
    const limited = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '3' });
    try {
      await enableSms(limited);
      for (let i = 0; i < 3; i++) expect((await requestCode(limited, 'register', { mobileNo: `917100000${i}` })).statusCode).toBe(200);
      expect((await requestCode(limited, 'register', { mobileNo: '9171000009' })).json().code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe(`SMS calls under hostile input, every method on (${testDatabaseName()})`, () => {
  it('answers with the error envelope, never a server error', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', SMS_MAX_PER_IP_PER_HOUR: '100000' });
    try {
      await enableSms(t);
      const calls = [
        ['POST', '/wps/verification/sms/login'],
        ['POST', '/wps/verification/sms/register'],
        ['POST', '/wps/verification/sms/noLogin'],
        ['POST', '/wps/session/login/v2'],
        ['PUT', '/wps/member/register/mobile'],
        ['POST', '/wps/member/password/verification'],
      ] as const;
      const bodies: unknown[] = [
        null,
        [],
        { type: 'sms', mobileNum: '9\u00001234567', verificationCode: '\u0000' },
        { type: 'sms', mobileNum: '9'.repeat(32), countryDialingCode: '9999', verificationCode: '1'.repeat(255) },
        { mobileNo: '9171234567', mobileNum: '9171234567', countryDialingCode: '+63', regType: 'mobile', verificationCode: '123456' },
        { mobileNum: '9171234567', newPassword: 'x'.repeat(255), verificationCode: '123456', termsAccepted: true, ageConfirmed: true },
        { mobileNum: '9171234567', termsAccepted: true, ageConfirmed: true, username: 'a'.repeat(255), password: 'Secret123' },
      ];
      let client = 0;
      for (const [method, url] of calls) {
        for (const body of bodies) {
          t.clock.advance(1000);
          const response = await t.app.inject({
            method,
            url,
            headers: { host: 'brand.test', 'content-type': 'application/json' },
            payload: JSON.stringify(body),
            remoteAddress: `10.8.0.${client++}`,
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)} -> ${response.body}`).toBeLessThan(500);
          expect(response.json().success).toBeTypeOf('boolean');
        }
      }
    } finally {
      await t.close();
    }
  });
});

describe(`development SMS inbox in production (${testDatabaseName()})`, () => {
  it('does not exist, and the development gateway refuses to pretend it sent anything', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      const inbox = await t.request({ method: 'GET', url: '/wps/dev/sms-inbox?mobile=9170000011' });
      expect(inbox.statusCode).toBe(404);
      expect(inbox.json().code).toBe('NOT_FOUND');
      await enableSms(t);
      const send = await requestCode(t, 'register', { mobileNo: '9170000011' });
      expect(send.json().code).toBe('FUNCTION_NOT_ENABLED');
      // The refused send does not count against the number.
      const rows = await t.app.ctx.db.selectFrom('verification_codes').select('status').execute();
      expect(rows.map((r) => r.status)).toEqual(['failed']);
    } finally {
      await t.close();
    }
  });
});
