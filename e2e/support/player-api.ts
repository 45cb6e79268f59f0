import { randomUUID } from 'node:crypto';
import { PLAYER } from './shell';

/** A call to the player API, as the member whose token it is (null: a visitor); a refusal throws with its message. */
export async function playerApi<T>(
  siteUrl: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${siteUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.value;
}

/** player1's session token, from the player API's log-in. */
export async function playerToken(siteUrl: string): Promise<string> {
  return (await playerApi<{ token: string }>(siteUrl, '/wps/session/login', null, PLAYER)).token;
}

/**
 * player1 asks for a ₱1,500 withdrawal to a GCash account, through the player API (setting the
 * withdraw password 123456 and the payout account first), for staff to decide: its reference.
 */
export async function requestPlayerWithdrawal(siteUrl: string): Promise<string> {
  const token = await playerToken(siteUrl);
  await playerApi(siteUrl, '/wps/v2/member/paymentPassword', token, {
    loginPassword: PLAYER.password,
    newPassword: '123456',
    confirmPassword: '123456',
  });
  const account = await playerApi<{ id: number }>(siteUrl, '/wps/v2/withdraw/accounts', token, {
    kind: 'EWALLET',
    provider: 'GCash',
    accountName: 'Lucky Player',
    accountNumber: '0917 555 0101',
  });
  const asked = await playerApi<{ reference: string }>(
    siteUrl,
    '/wps/v2/withdraw',
    token,
    { amount: 150_000, payoutAccountId: account.id, paymentPassword: '123456' },
    { 'idempotency-key': randomUUID() },
  );
  return asked.reference;
}
