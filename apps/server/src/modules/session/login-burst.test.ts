import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/**
 * Guesses fired all at once, as a script would: every one of them must be counted before its
 * password is checked. A pool of 24 connections lets PostgreSQL run them truly in parallel.
 */
describe(`log-in under a burst of parallel guesses (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '24', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(HOUR));

  const login = (payload: object) => t.request({ method: 'POST', url: '/wps/session/login', payload });
  const burst = async (count: number, payload: (i: number) => object) => {
    const responses = await Promise.all(Array.from({ length: count }, (_, i) => login(payload(i))));
    const codes = responses.map((response) => response.json().code as string);
    const tally = (code: string) => codes.filter((c) => c === code).length;
    return { codes, tally };
  };
  /** Failed password checks the server recorded for the account. */
  const failuresOf = async (username: string) =>
    (await t.app.ctx.db.selectFrom('login_attempts').select('id').where('username', '=', username).where('success', '=', 0).execute())
      .length;
  /** A captcha solved as its reader would; one a second per client is all the server hands out. */
  const solvedCaptcha = async () => {
    t.clock.advance(1001);
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    return { captchaId: captchaId as string, captcha: t.captchaAnswers.get(captchaId)! };
  };

  it('checks at most three of 50 parallel wrong passwords, then asks for a captcha, and never locks the owner out', async () => {
    await t.account({ username: 'burst01', password: 'Burst12345' });
    const { codes, tally } = await burst(50, () => ({ username: 'burst01', password: 'Wrong1234' }));
    expect(tally('INVALID_CREDENTIALS')).toBe(3);
    expect(tally('CAPTCHA_REQUIRED')).toBe(47);
    expect(codes).toHaveLength(50);
    expect(await failuresOf('burst01')).toBe(3);

    // The right password alone does not get past the captcha stage...
    expect((await login({ username: 'burst01', password: 'Burst12345' })).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captcha: true,
    });
    // ...but with a solved captcha it does: the burst could not lock the account.
    const right = await login({ username: 'burst01', password: 'Burst12345', ...(await solvedCaptcha()) });
    expect(right.statusCode, right.body).toBe(200);
    // And the slate is clean again.
    expect((await login({ username: 'burst01', password: 'Burst12345' })).statusCode).toBe(200);
  });

  it('locks the account after LOGIN_MAX_FAILURES_PER_ACCOUNT checks even when parallel guesses each carry a solved captcha', async () => {
    await t.account({ username: 'burst02', password: 'Burst12345' });
    for (let i = 0; i < 3; i++)
      expect((await login({ username: 'burst02', password: 'Wrong1234' })).json().code).toBe('INVALID_CREDENTIALS');
    const captchas: { captchaId: string; captcha: string }[] = [];
    for (let i = 0; i < 30; i++) captchas.push(await solvedCaptcha());

    const { tally } = await burst(30, (i) => ({ username: 'burst02', password: 'Wrong1234', ...captchas[i] }));
    expect(tally('INVALID_CREDENTIALS')).toBe(7);
    expect(tally('TOO_MANY_REQUESTS')).toBe(23);
    expect(await failuresOf('burst02')).toBe(10);

    // Locked, for the owner too, for five minutes from the last checked guess.
    const locked = await login({ username: 'burst02', password: 'Burst12345', ...(await solvedCaptcha()) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().retryAfter).toBeGreaterThan(4 * 60);
    t.clock.advance(5 * MINUTE);
    const after = await login({ username: 'burst02', password: 'Burst12345', ...(await solvedCaptcha()) });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('lets every one of 12 parallel log-ins with the right password through: they wait for the checks under way', async () => {
    await t.account({ username: 'burst03', password: 'Burst12345' });
    const { tally } = await burst(12, () => ({ username: 'burst03', password: 'Burst12345' }));
    expect(tally('CAPTCHA_REQUIRED')).toBe(0);
    expect(
      (await t.app.ctx.db.selectFrom('login_attempts').select('id').where('username', '=', 'burst03').where('success', '=', 1).execute())
        .length,
    ).toBe(12);
  });

  it('checks at most LOGIN_MAX_FAILURES_PER_ACCOUNT of 40 parallel wrong operator passwords', async () => {
    await t.account({ username: 'staff01', password: 'Staff12345', type: 9 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.request({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'staff01', password: 'Wrong1234' } }),
      ),
    );
    const codes = responses.map((response) => response.json().code as string);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(30);
    expect(await failuresOf('staff01')).toBe(10);
  });

  it('asks for a captcha once a client IP has failed three times, whichever accounts it tried', async () => {
    const { tally } = await burst(20, (i) => ({ username: `nobody${i}`, password: 'Wrong1234' }));
    expect(tally('INVALID_CREDENTIALS')).toBe(3);
    expect(tally('CAPTCHA_REQUIRED')).toBe(17);
  });
});
