import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';
import { addPointsReward, grantPoints } from './points-catalogue';

/** Shared steps of the points and rebate suites: the brand's rules, a catalogue, and a member's calls over HTTP. */

/** Rules easy to count with: 10 points per 100.00 of slot bets, 5 per 100.00 deposited, 1% slot rebate. */
export async function setEarningRules(t: TestApp): Promise<void> {
  await t.updateBrand((merchant) => {
    merchant.settings.points = { enabled: true, perBet: { RNG: 10 }, perDeposit: 5, cashPerPoint: 10, minConvert: 100 };
    merchant.settings.rebate = { rates: { RNG: 100 }, minClaim: 100 };
  });
}

export async function seedCatalogue(t: TestApp) {
  const add = (input: { kind: 'CASH' | 'ITEM'; points: number; amount: number; stock: number | null }, sortOrder: number) =>
    addPointsReward(t.app.ctx, {
      merchantId: t.merchantId,
      name: { EN: `Reward ${sortOrder}`, TY: `Gantimpala ${sortOrder}` },
      imageUrl: null,
      sortOrder,
      ...input,
    });
  return {
    voucher: await add({ kind: 'CASH', points: 500, amount: 5_000, stock: null }, 1),
    cap: await add({ kind: 'ITEM', points: 800, amount: 30_000, stock: 2 }, 2),
  };
}

export const givePoints = (t: TestApp, memberId: number, points: number) =>
  grantPoints(t.app.ctx, { merchantId: t.merchantId, memberId, points, reference: `grant-${randomUUID()}`, remark: 'Test grant' });

export async function pointsBalance(t: TestApp, token: string): Promise<{ balance: number; held: number }> {
  const response = await t.request({ method: 'GET', url: '/wps/points/balance', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export const redeemBody = (rewardId: number, points: number, amount: number, quantity = 1) => ({
  rewardId,
  quantity,
  pointsRequired: points * quantity,
  amount: amount * quantity,
  account: 'Juan Dela Cruz',
  receivingAddress: '12 Mabini St, Quezon City',
  mobileNumber: '09171234567',
  withdrawPassword: '123456',
});

export const redeem = (t: TestApp, token: string, payload: object, key: string | null = randomUUID()) =>
  t.request({
    method: 'POST',
    url: '/wps/points/redeem',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

export const convert = (t: TestApp, token: string, points: number, key: string = randomUUID()) =>
  t.request({ method: 'POST', url: '/wps/points/convert', headers: { ...bearer(token), 'idempotency-key': key }, payload: { points } });

export const decideRedeem = (t: TestApp, staff: string, id: number, decision: 'approve' | 'reject', reason = '') =>
  t.request({ method: 'POST', url: `/wps/operator/points/redeems/${id}/${decision}`, headers: bearer(staff), payload: { reason } });

export const claimRebate = (t: TestApp, token: string, key: string = randomUUID()) =>
  t.request({ method: 'POST', url: '/wps/rebate/claim', headers: { ...bearer(token), 'idempotency-key': key } });

export async function rebateNow(t: TestApp, token: string) {
  const response = await t.request({ method: 'GET', url: '/wps/rebate', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { lines: { gameType: string; validBet: number; rate: number; amount: number }[]; total: number };
}

export async function details(t: TestApp, token: string) {
  const response = await t.request({ method: 'GET', url: '/wps/points/transactions?pageSize=100', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list as { type: string; changed: number; balance: number; status: string | null; remark: string }[];
}
