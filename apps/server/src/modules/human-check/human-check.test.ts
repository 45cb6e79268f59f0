import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { EASY_HUMAN_CHECK, fetchChallenge, guardScenes, solvedHumanCheck, widgetPayload } from './human-check.test-kit';

describe(`human check: challenges and the login scene (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...EASY_HUMAN_CHECK, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await t.account({ username: 'human001', password: 'Human1234' });
    await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
  });
  afterAll(() => t.close());
  beforeEach(() => guardScenes(t, { login: true, sms: false, register: false }));

  const login = (payload: object) => t.request({ method: 'POST', url: '/wps/session/login', payload });
  const goodLogin = (humanCheck?: string) => login({ username: 'human001', password: 'Human1234', humanCheck });

  it('issues a signed PBKDF2 challenge bound to the scene and the brand, never cached', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/human-check/challenge?scene=login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.json().value;
    const expires = t.clock.now() + 300_000;
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      data: { scene: 'login', merchant: t.merchantId, expires },
      expiresAt: Math.floor(expires / 1000),
    });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['', '?scene=', '?scene=payment', '?scene[]=login'])('refuses the challenge query %j', async (query) => {
    const response = await t.request({ method: 'GET', url: `/wps/human-check/challenge${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('publishes the guarded scenes in the register settings', async () => {
    const settings = async () => (await t.request({ method: 'GET', url: '/wps/system/setting/register' })).json().value.humanCheck;
    expect(await settings()).toEqual({ login: true, sms: false, register: false });
    await guardScenes(t, { login: false, register: true });
    expect(await settings()).toEqual({ login: false, sms: false, register: true });
  });

  it('asks for verification when the payload is missing, and lets a solved one in once', async () => {
    const missing = await goodLogin();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Please complete verification first.' });
    expect(missing.json().captcha).toBeUndefined(); // not the image captcha of repeated failures
    const humanCheck = await solvedHumanCheck(t, 'login');
    expect((await goodLogin(humanCheck)).statusCode).toBe(200);
    const again = await goodLogin(humanCheck);
    expect(again.json()).toMatchObject({ code: 'HUMAN_CHECK_USED', message: 'This verification was already used, please verify again.' });
    const tagalog = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { lang: 'TY' },
      payload: { username: 'human001', password: 'Human1234' },
    });
    expect(tagalog.json().message).toBe('Pakikumpleto muna ang beripikasyon.');
  });

  it('spends the payload even when the password is wrong: each try costs new work', async () => {
    const humanCheck = await solvedHumanCheck(t, 'login');
    expect((await login({ username: 'human001', password: 'Wrong1234', humanCheck })).json().code).toBe('INVALID_CREDENTIALS');
    expect((await goodLogin(humanCheck)).json().code).toBe('HUMAN_CHECK_USED');
  });

  it('refuses a solution that has expired by the server clock', async () => {
    const humanCheck = await solvedHumanCheck(t, 'login');
    t.clock.advance(5 * MINUTE);
    expect((await goodLogin(humanCheck)).json().code).toBe('HUMAN_CHECK_EXPIRED');
  });

  it('refuses a challenge of another scene or another brand', async () => {
    expect((await goodLogin(await solvedHumanCheck(t, 'register'))).json().code).toBe('HUMAN_CHECK_INVALID');
    const otherBrand = await solvedHumanCheck(t, 'login', { host: 'other.test' });
    expect((await goodLogin(otherBrand)).json().code).toBe('HUMAN_CHECK_INVALID');
  });

  it('refuses tampered, unsolved and malformed payloads', async () => {
    const challenge = await fetchChallenge(t, 'login');
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const relabelled = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { ...challenge.parameters.data, scene: 'login', expires: 9e12 } },
    };
    const cases = [
      widgetPayload(relabelled, solution),
      widgetPayload(challenge, { counter: solution.counter + 1, derivedKey: '00'.repeat(32) }),
      widgetPayload(challenge, { counter: solution.counter, derivedKey: 'zz' }),
      widgetPayload({ ...challenge, signature: '0'.repeat(64) }, solution),
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'), // the widget's test mode
      Buffer.from('{"challenge":').toString('base64'),
      '%%%not base64%%%',
    ];
    for (const humanCheck of cases) expect((await goodLogin(humanCheck)).json().code, humanCheck).toBe('HUMAN_CHECK_INVALID');
    // The genuine solution was never spent by those attempts.
    expect((await goodLogin(widgetPayload(challenge, solution))).statusCode).toBe(200);
  });

  it('guards the username tab of log-in v2 too', async () => {
    const v2 = (humanCheck?: string) =>
      t.request({
        method: 'POST',
        url: '/wps/session/login/v2',
        payload: { type: 'username', username: 'human001', password: 'Human1234', humanCheck },
      });
    expect((await v2()).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await v2(await solvedHumanCheck(t, 'login'))).statusCode).toBe(200);
  });

  it('keeps the image captcha after three failures on top of it', async () => {
    await t.account({ username: 'human002', password: 'Human1234' });
    for (let i = 0; i < 3; i++) {
      const failed = await login({ username: 'human002', password: 'Wrong1234', humanCheck: await solvedHumanCheck(t, 'login') });
      expect(failed.json().code).toBe('INVALID_CREDENTIALS');
    }
    const next = await login({ username: 'human002', password: 'Human1234', humanCheck: await solvedHumanCheck(t, 'login') });
    expect(next.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
    // Both checks passed, the log-in goes through and clears the client's failures for the next tests.
    const { captchaId } = (await t.request({ method: 'GET', url: '/wps/captcha' })).json().value;
    const captcha = t.captchaAnswers.get(captchaId);
    const both = await login({
      username: 'human002',
      password: 'Human1234',
      humanCheck: await solvedHumanCheck(t, 'login'),
      captchaId,
      captcha,
    });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('asks nothing while the brand leaves the scene off', async () => {
    await guardScenes(t, { login: false });
    expect((await goodLogin()).statusCode).toBe(200);
  });

  it.runIf(testDatabaseName() === 'postgres')('shares the key and the spent list with every process', async () => {
    const peer = await t.peer();
    const onPeer = (humanCheck: string) =>
      peer.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { host: BRAND_HOST },
        payload: { username: 'human001', password: 'Human1234', humanCheck },
      });
    // Issued by this process, verified by the other: both read the one key from the database.
    expect((await onPeer(await solvedHumanCheck(t, 'login'))).statusCode).toBe(200);
    const humanCheck = await solvedHumanCheck(t, 'login');
    expect((await goodLogin(humanCheck)).statusCode).toBe(200);
    expect((await onPeer(humanCheck)).json().code).toBe('HUMAN_CHECK_USED');
  });
});

describe(`human check: the challenge call is rate-limited (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...EASY_HUMAN_CHECK, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers TOO_MANY_REQUESTS after AUTH_RATE_LIMIT_PER_MINUTE challenges from one client', async () => {
    for (let i = 0; i < 3; i++) await fetchChallenge(t, 'sms');
    const limited = await t.request({ method: 'GET', url: '/wps/human-check/challenge?scene=sms' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    const other = await t.request({ method: 'GET', url: '/wps/human-check/challenge?scene=sms', remoteAddress: '192.0.2.77' });
    expect(other.statusCode).toBe(200);
  });
});
