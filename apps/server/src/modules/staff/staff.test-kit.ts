import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { StaffRole } from '@panalo/contract/staff';
import type { TestApp } from '../../test-support/test-app.test-kit';
import { createAccount } from '../../seed/fixtures';
import { grantStaffRoles } from './staff-accounts';

/** Test helpers for the staff suites (not a test file itself). */

/** The authenticator app's code for a secret at the test clock's time (or `offsetMs` away). */
export const totpCode = (t: TestApp, secret: string, offsetMs = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: t.clock.now() + offsetMs,
  });

/** A staff member (type 9) of the test brand with roles, not yet enrolled. */
export async function staffAccount(t: TestApp, username: string, roles: readonly StaffRole[], merchantId = t.merchantId): Promise<number> {
  const memberId = await createAccount(t.app.ctx, { merchantId, username, password: 'Operator1234', type: 9 });
  await grantStaffRoles(t.app.ctx, { merchantId, memberId, roles });
  return memberId;
}

export const signIn = (t: TestApp, username: string, password = 'Operator1234', host?: string) =>
  t.request({ method: 'POST', url: '/wps/operator/session/sign-in', payload: { username, password }, headers: host ? { host } : {} });

export const sendCode = (t: TestApp, challenge: string, code: string, host?: string) =>
  t.request({ method: 'POST', url: '/wps/operator/session/code', payload: { challenge, code }, headers: host ? { host } : {} });

/** Signs a new staff member in for the first time: enrols the authenticator. Answers the secret, the session and the recovery codes. */
export async function enrolled(t: TestApp, username: string) {
  const first = await signIn(t, username);
  expect(first.statusCode, first.body).toBe(200);
  const { challenge, secret } = first.json().value as { challenge: string; secret: string };
  const done = await sendCode(t, challenge, totpCode(t, secret));
  expect(done.statusCode, done.body).toBe(200);
  const value = done.json().value as { token: string; recoveryCodes: string[] };
  return { secret, token: value.token, recoveryCodes: value.recoveryCodes };
}
