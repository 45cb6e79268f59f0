import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/**
 * The brand's IP lock: failed password log-ins from one IP, whichever accounts they try, lock the
 * IP (IP_LOCKED) once the brand's threshold is reached, also when the guesses arrive all at once.
 */
describe(`the IP lock after failed log-ins across accounts (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '24', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await t.updateBrand((brand) => {
      brand.settings.security.ipLock = { failures: 8, minutes: 20 };
    });
    await t.account({ username: 'owner01', password: 'Owner12345' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const login = (payload: object, ip: string, language = 'en') =>
    t.request({ method: 'POST', url: '/wps/session/login', payload, remoteAddress: ip, headers: { 'accept-language': language } });
  /** A captcha solved as its reader would; one a second per client is all the server hands out. */
  const solvedCaptcha = async (ip: string) => {
    t.clock.advance(1001);
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha', remoteAddress: ip })).json().value;
    return { captchaId: captchaId as string, captcha: t.captchaAnswers.get(captchaId)! };
  };
  const failuresFrom = async (ip: string) =>
    (await t.app.ctx.db.selectFrom('login_attempts').select('id').where('ip', '=', ip).where('success', '=', 0).execute()).length;

  it('checks at most the threshold of 40 parallel guesses at different accounts, then locks the IP for every account', async () => {
    const ip = '198.51.100.7';
    // The first three need no captcha; the rest come with solved ones, all at once.
    for (let i = 0; i < 3; i++)
      expect((await login({ username: `stranger${i}`, password: 'Wrong1234' }, ip)).json().code).toBe('INVALID_CREDENTIALS');
    const captchas = [];
    for (let i = 0; i < 40; i++) captchas.push(await solvedCaptcha(ip));
    const answers = await Promise.all(
      captchas.map((captcha, i) => login({ username: `guess${i}`, password: 'Wrong1234', ...captcha }, ip)),
    );
    const codes = answers.map((answer) => answer.json().code as string);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'IP_LOCKED')).toHaveLength(35);
    expect(await failuresFrom(ip)).toBe(8);

    // The owner of a real account is refused from that IP too, with the catalogue's Tagalog message...
    const locked = await login({ username: 'owner01', password: 'Owner12345', ...(await solvedCaptcha(ip)) }, ip, 'tl');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: 'IP_LOCKED',
      message: 'Pansamantalang naka-lock ang iyong IP, mangyaring makipag-ugnayan sa customer service',
    });
    expect(locked.json().retryAfter).toBeGreaterThan(19 * 60);
    // ...but not from another one, and the lock ends after the brand's minutes.
    expect((await login({ username: 'owner01', password: 'Owner12345' }, '198.51.100.8')).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    expect((await login({ username: 'owner01', password: 'Owner12345' }, ip)).statusCode).toBe(200);
  });

  it('does not count successful log-ins, and a success does not wipe the failures made against other accounts', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 20; i++) expect((await login({ username: 'owner01', password: 'Owner12345' }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await login({ username: `other${i}`, password: 'Wrong1234' }, ip);
    for (let i = 3; i < 7; i++) await login({ username: `other${i}`, password: 'Wrong1234', ...(await solvedCaptcha(ip)) }, ip);
    expect((await login({ username: 'owner01', password: 'Owner12345', ...(await solvedCaptcha(ip)) }, ip)).statusCode).toBe(200);
    expect((await login({ username: 'other7', password: 'Wrong1234', ...(await solvedCaptcha(ip)) }, ip)).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await login({ username: 'owner01', password: 'Owner12345', ...(await solvedCaptcha(ip)) }, ip)).json().code).toBe('IP_LOCKED');
  });

  it('never locks an IP when the brand turns the lock off', async () => {
    await t.updateBrand((brand) => {
      brand.settings.security.ipLock = { failures: 0, minutes: 20 };
    });
    const ip = '198.51.100.10';
    for (let i = 0; i < 3; i++) await login({ username: `free${i}`, password: 'Wrong1234' }, ip);
    for (let i = 3; i < 15; i++) {
      expect((await login({ username: `free${i}`, password: 'Wrong1234', ...(await solvedCaptcha(ip)) }, ip)).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
  });
});
