import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { staffSession } from '../staff/staff.test-kit';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';
import { bonusCredited } from '../ledger/ledger';

/** Test helpers for the withdrawal suites (not a test file itself). */

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Credits a member through the ledger, as a promotion would. */
export async function fund(t: TestApp, memberId: number, amount: number, merchantId = t.merchantId): Promise<void> {
  await t.app.ctx.money.run((work) =>
    bonusCredited(work, { book: { merchantId, currency: 'PHP' }, memberId, amount, reference: 'test', now: t.clock.now() }),
  );
}

/** A member ready to withdraw: KYC approved, payment password 123456, funded, one saved payout account. */
export async function readyMember(t: TestApp, username: string, amount = 1_000_000) {
  const memberId = await t.account({ username, password: 'Member1234', kycStatus: 'A', paymentPassword: '123456' });
  await fund(t, memberId, amount);
  const token = await t.login(username, 'Member1234');
  const added = await t.request({
    method: 'POST',
    url: '/wps/v2/withdraw/accounts',
    headers: bearer(token),
    payload: { kind: 'EWALLET', provider: 'GCash', accountName: 'Juan Dela Cruz', accountNumber: '0917 123 4567' },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { memberId, token, payoutAccountId: added.json().value.id as number };
}

export function withdraw(
  t: TestApp,
  token: string,
  payload: object,
  key: string | null = randomUUID(),
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: '/wps/v2/withdraw',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}), ...headers },
    payload,
  });
}

export async function balance(t: TestApp, token: string): Promise<{ balance: number; held: number }> {
  const response = await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** A brand admin of the test brand, signed in with password and authenticator code. */
export async function operatorToken(t: TestApp, username = 'operator1'): Promise<{ operatorId: number; token: string; secret: string }> {
  return staffSession(t, username, ['brand_admin']);
}

export function decide(
  t: TestApp,
  token: string,
  id: number,
  decision: 'approve' | 'reject' | 'paid',
  payload: object = {},
  host?: string,
) {
  return t.request({
    method: 'POST',
    url: `/wps/operator/withdrawals/${id}/${decision}`,
    headers: { ...bearer(token), ...(host ? { host } : {}) },
    payload,
  });
}
