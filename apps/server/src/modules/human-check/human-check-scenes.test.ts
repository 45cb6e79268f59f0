import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enableSms, inboxCode, mobileRegistration, registerVerifiedMobile, requestCode } from '../verification/sms.test-kit';
import { EASY_HUMAN_CHECK, guardScenes, solvedHumanCheck } from './human-check.test-kit';

describe(`human check: the sms and register scenes (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...EASY_HUMAN_CHECK,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMS_MAX_PER_NUMBER_PER_HOUR: '50',
      SMS_MAX_PER_IP_PER_HOUR: '1000',
    });
    await enableSms(t);
    // Registered while no scene is guarded.
    await registerVerifiedMobile(t, '9301111111', { username: 'texter01', password: 'Texter1234', confirmPassword: 'Texter1234' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.advance(HOUR);
    await guardScenes(t, { login: true, sms: true, register: true });
  });

  it.each([
    ['login', { mobileNum: '9301111111' }],
    ['noLogin', { mobileNum: '9301111111' }],
    ['register', { mobileNo: '9302222222' }],
  ] as const)('guards the %s code: refused without, sent with a solved sms challenge', async (kind, payload) => {
    const missing = await requestCode(t, kind, payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CAPTCHA_REQUIRED');
    const wrongScene = await requestCode(t, kind, { ...payload, humanCheck: await solvedHumanCheck(t, 'login') });
    expect(wrongScene.json().code).toBe('HUMAN_CHECK_INVALID');
    const sent = await requestCode(t, kind, { ...payload, humanCheck: await solvedHumanCheck(t, 'sms') });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('skips the login scene for the SMS log-in tab (spec 000 section 4)', async () => {
    await requestCode(t, 'login', { mobileNum: '9301111111', humanCheck: await solvedHumanCheck(t, 'sms') });
    const verificationCode = await inboxCode(t, '9301111111');
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login/v2',
      payload: { type: 'sms', mobileNum: '9301111111', verificationCode },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('guards registration by username', async () => {
    const register = (humanCheck?: string) =>
      t.request({
        method: 'PUT',
        url: '/wps/member/register',
        payload: {
          username: 'joiner01',
          password: 'Joiner1234',
          confirmPassword: 'Joiner1234',
          termsAccepted: true,
          ageConfirmed: true,
          humanCheck,
        },
      });
    expect((await register()).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await register(await solvedHumanCheck(t, 'sms'))).json().code).toBe('HUMAN_CHECK_INVALID');
    const ok = await register(await solvedHumanCheck(t, 'register'));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('guards registration by mobile, after the form checks that need no work', async () => {
    await requestCode(t, 'register', { mobileNo: '9303333333', humanCheck: await solvedHumanCheck(t, 'sms') });
    const verificationCode = await inboxCode(t, '9303333333');
    const register = (overrides: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: '/wps/member/register/mobile',
        payload: mobileRegistration('9303333333', { verificationCode, ...overrides }),
      });
    // A form mistake is answered first, without spending a solved check.
    expect((await register({ termsAccepted: false })).json().code).toBe('TERMS_NOT_ACCEPTED');
    expect((await register({})).json().code).toBe('CAPTCHA_REQUIRED');
    const ok = await register({ humanCheck: await solvedHumanCheck(t, 'register') });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
