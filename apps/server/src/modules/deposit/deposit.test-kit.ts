import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signCallback } from '../../adapters/payments/callback-signature';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';

/** Shared steps of the deposit tests: what a member, a browser and a gateway do over HTTP. */
/** The deployment's gateway master key in these tests; each brand's callback secret is derived from it. */
export const SANDBOX_SECRET = 'test-sandbox-secret-6f1c2a9e';

export const newKey = (): string => randomUUID();

export async function channelsOf(t: TestApp, token: string) {
  const response = await t.request({ method: 'GET', url: '/wps/v2/deposit/channels', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: number; code: string; minAmount: number; maxAmount: number }[];
}

export function deposit(t: TestApp, token: string, body: object, key: string | null = newKey()) {
  return t.request({
    method: 'POST',
    url: '/wps/v2/deposit',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

/** Starts a deposit on the named channel and returns it. */
export async function startDeposit(t: TestApp, token: string, amount: number, channel = 'GCASH') {
  const channels = await channelsOf(t, token);
  const response = await deposit(t, token, { channelId: channels.find((c) => c.code === channel)!.id, amount });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: number; reference: string; amount: number; status: string; payUrl: string };
}

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.balance as number;
}

export async function depositStatusOf(t: TestApp, token: string, id: number): Promise<string> {
  const response = await t.request({ method: 'GET', url: `/wps/v2/deposit/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.status as string;
}

/** The payer presses a button on the sandbox's hosted page. */
export function pressOnPage(t: TestApp, payUrl: string, action: 'pay' | 'decline', token?: string) {
  const url = new URL(payUrl, 'http://x');
  const form = new URLSearchParams({ token: token ?? url.searchParams.get('token') ?? '', action });
  return t.request({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export interface CallbackOptions {
  /** Defaults to the test brand's current sandbox callback secret. */
  secret?: string;
  /** The brand the callback is sent to (Merchant header); defaults to the test brand's domain. */
  merchant?: string;
  nonce?: string;
  /** When the gateway signed it (defaults to the test clock's now). */
  signedAt?: number;
}

/** A gateway's callback, signed as docs/payments.md describes. */
export async function sendCallback(t: TestApp, body: object, options: CallbackOptions = {}) {
  const raw = Buffer.from(JSON.stringify(body));
  const secret = options.secret ?? (await brandSecret(t, 'gateway', 'sandbox'));
  const signed = signCallback(secret, raw, options.signedAt ?? t.clock.now(), options.nonce);
  return t.request({
    method: 'POST',
    url: '/wps/payments/sandbox/callback',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': signed.timestamp,
      'x-sandbox-nonce': signed.nonce,
      'x-sandbox-signature': signed.signature,
      ...(options.merchant ? { merchant: options.merchant } : {}),
    },
    payload: raw,
  });
}

/** What the gateway says about a deposit: the stored gateway reference is needed for a match. */
export async function paidBody(t: TestApp, reference: string, overrides: object = {}) {
  const row = await t.app.ctx.db
    .selectFrom('deposits')
    .select(['amount', 'currency', 'gateway_reference'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { reference, gatewayReference: row.gateway_reference, status: 'PAID', amount: row.amount, currency: row.currency, ...overrides };
}
