import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/**
 * New-IP log-in verification: on a brand that turns it on, a password log-in from an IP the member
 * never used opens no session until the code sent by SMS or e-mail comes back.
 */
describe(`new-IP log-in verification (${testDatabaseName()})`, () => {
  let t: TestApp;
  let memberId = 0;
  const HOME = '203.0.113.10';

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    memberId = await t.account({ username: 'roamer01', password: 'Roamer12345' });
    await t.app.ctx.db.updateTable('members').set({ email: 'roamer@example.com' }).where('id', '=', memberId).execute();
    await t.app.ctx.db
      .insertInto('member_phones')
      .values({
        member_id: memberId,
        merchant_id: t.merchantId,
        phone: '+639171110001',
        verified_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute();
  });
  afterAll(() => t.close());

  const login = (ip: string, username = 'roamer01', password = 'Roamer12345') =>
    t.request({ method: 'POST', url: '/wps/session/login', payload: { username, password }, remoteAddress: ip });
  const verify = (ip: string, challenge: string, code: string) =>
    t.request({ method: 'POST', url: '/wps/session/login/verify', payload: { challenge, code }, remoteAddress: ip });
  const resend = (ip: string, challenge: string) =>
    t.request({ method: 'POST', url: '/wps/session/login/resend', payload: { challenge }, remoteAddress: ip });
  const sessions = async () => (await t.app.ctx.db.selectFrom('sessions').select('id').where('member_id', '=', memberId).execute()).length;
  const smsCode = async () =>
    (await t.request({ method: 'GET', url: '/wps/dev/sms-inbox?mobile=9171110001' })).json().value[0].code as string;
  const setting = (value: 'off' | 'sms' | 'email') =>
    t.updateBrand((brand) => {
      brand.settings.security.newIpVerification = value;
    });

  it('asks nothing while the brand leaves it off', async () => {
    expect((await login(HOME)).statusCode).toBe(200);
    expect((await login('203.0.113.11')).statusCode).toBe(200);
  });

  it('asks a member on a new IP for the SMS code before the session opens, once per IP', async () => {
    await setting('sms');
    expect((await login(HOME)).statusCode).toBe(200);
    const before = await sessions();
    const asked = await login('198.51.100.20');
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      code: 'LOGIN_VERIFICATION_REQUIRED',
      verification: { channel: 'sms', destination: '+639******001', expiredMinutes: 5 },
    });
    expect(await sessions()).toBe(before);
    const { challenge } = asked.json().verification;
    const code = await smsCode();

    expect((await verify('198.51.100.20', challenge, code === '000000' ? '000001' : '000000')).json().code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    // The code answers only from the IP that asked for it.
    expect((await verify('198.51.100.99', challenge, code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    const opened = await verify('198.51.100.20', challenge, code);
    expect(opened.statusCode, opened.body).toBe(200);
    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(opened.json().value.token) });
    expect(info.json().value.account).toBe('roamer01');
    expect((await verify('198.51.100.20', challenge, code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    // The IP is the member's now.
    expect((await login('198.51.100.20')).statusCode).toBe(200);
    // A wrong password on a new IP is still just a wrong password.
    expect((await login('198.51.100.21', 'roamer01', 'Wrong12345')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('sends the code by e-mail when the brand says so', async () => {
    await setting('email');
    const asked = await login('198.51.100.30', 'roamer01', 'Roamer12345');
    expect(asked.json().verification).toMatchObject({ channel: 'email', destination: 'ro****@example.com' });
    const outbox = (await t.request({ method: 'GET', url: '/wps/dev/mail-outbox?to=roamer@example.com' })).json().value;
    const code = /\b(\d{6})\b/.exec(outbox[0].text)![1]!;
    expect((await verify('198.51.100.30', asked.json().verification.challenge, code)).statusCode).toBe(200);
  });

  it('takes at most five tries at a code, also when they arrive at once', async () => {
    await setting('sms');
    const asked = await login('198.51.100.40');
    const { challenge } = asked.json().verification;
    const code = await smsCode();
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify('198.51.100.40', challenge, wrong)));
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((c) => c === 'VERIFICATION_CODE_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'VERIFICATION_CODE_EXPIRED')).toHaveLength(7);
    expect((await verify('198.51.100.40', challenge, code)).json().code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('sends a new code on request, once a minute and three codes a log-in, and only the newest works', async () => {
    await setting('sms');
    const ip = '198.51.100.60';
    const { challenge } = (await login(ip)).json().verification;
    const first = await smsCode();

    // Too soon: the answer says how long to wait, and no SMS goes out.
    const early = await resend(ip, challenge);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    expect(await smsCode()).toBe(first);
    // Only the browser at the IP that asked may ask again.
    expect((await resend('198.51.100.99', challenge)).json().code).toBe('VERIFICATION_CODE_EXPIRED');

    t.clock.advance(60_000);
    // Asked twice at once: one new code goes out.
    const [one, two] = await Promise.all([resend(ip, challenge), resend(ip, challenge)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 429]);
    expect((one.statusCode === 200 ? one : two).json().value).toMatchObject({ challenge, channel: 'sms', destination: '+639******001' });
    const second = await smsCode();
    if (second !== first) expect((await verify(ip, challenge, first)).json().code).toBe('VERIFICATION_CODE_INVALID');

    t.clock.advance(60_000);
    expect((await resend(ip, challenge)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await resend(ip, challenge)).json().code).toBe('LOGIN_CODE_RESEND_LIMIT');
    const third = await smsCode();
    expect((await verify(ip, challenge, third)).statusCode).toBe(200);
  });

  it('does not ask at the first log-in, nor a member who has no number or address to send to', async () => {
    await t.account({ username: 'newbie01', password: 'Newbie12345' });
    expect((await login('198.51.100.50', 'newbie01', 'Newbie12345')).statusCode).toBe(200);
    expect((await login('198.51.100.51', 'newbie01', 'Newbie12345')).statusCode).toBe(200);
  });
});
