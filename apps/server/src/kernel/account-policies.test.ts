import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.test-kit';

/**
 * Trial (free play) accounts only play: every call on a real wallet, record, profile or security
 * setting refuses them with NEED_TRUE_ACCOUNT, before anything in the request is looked at (a
 * money call without its Idempotency-Key included), so the answer is the same on every call.
 */
describe('account policies', () => {
  let t: TestApp;
  let trialToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' } });
    trialToken = trial.json().value.token as string;
  });
  afterAll(() => t.close());

  const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object][] = [
    ['GET', '/wps/member/info/funds/consolidated'],
    ['POST', '/wps/v2/wallets/transfer', { from: 'MAIN', to: 'SBXLIVE', amount: 100 }],
    ['GET', '/wps/v2/deposit/channels'],
    ['POST', '/wps/v2/deposit', { channelId: 1, amount: 10_000 }],
    ['GET', '/wps/v2/deposit/records'],
    ['GET', '/wps/v2/deposit/1'],
    ['GET', '/wps/v2/withdraw/config'],
    ['GET', '/wps/v2/withdraw/accounts'],
    ['DELETE', '/wps/v2/withdraw/accounts/1'],
    ['POST', '/wps/v2/withdraw', { amount: 10_000, payoutAccountId: 1, paymentPassword: '123456' }],
    ['GET', '/wps/v2/withdraw/records'],
    ['GET', '/wps/v2/transfer/targets'],
    ['POST', '/wps/v2/transfer/upline', { amount: 1_000, paymentPassword: '123456' }],
    ['GET', '/wps/v2/member/kyc'],
    ['GET', '/wps/v2/member/securityConfig'],
    ['GET', '/lgw/games/favorites'],
    ['GET', '/lgw/games/favorites/ids'],
    ['POST', '/lgw/games/favorites', { nodeId: 1 }],
    ['DELETE', '/lgw/games/favorites?nodeId=1'],
    ['GET', '/wps/member/betRecords'],
    ['POST', '/wps/session/handover'],
  ];

  it.each(calls)('refuses a trial account on %s %s', async (method, url, payload) => {
    const response = await t.request({ method, url, payload, headers: bearer(trialToken) });
    expect(response.json().code, response.body).toBe('NEED_TRUE_ACCOUNT');
    expect(response.statusCode).toBe(403);
  });

  it('still lets a trial account read its balance', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(trialToken) });
    expect(response.json().success).toBe(true);
  });
});
