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

/** How long ago the test staff accounts were set up: well past any brand's new-account hours (four eyes). */
export const ESTABLISHED_STAFF_AGE = 30 * 86_400_000;

/**
 * A staff member (type 9) of the test brand with roles, not yet enrolled: set up directly (like the
 * demo seed's staff, already confirmed) a month before the test clock, so it may decide approvals.
 */
export async function staffAccount(t: TestApp, username: string, roles: readonly StaffRole[], merchantId = t.merchantId): Promise<number> {
  const createdAt = t.clock.now() - ESTABLISHED_STAFF_AGE;
  const memberId = await createAccount(t.app.ctx, { merchantId, username, password: 'Operator1234', type: 9, createdAt });
  await grantStaffRoles(t.app.ctx, { merchantId, memberId, roles });
  return memberId;
}

export const signIn = (t: TestApp, username: string, password = 'Operator1234', host?: string) =>
  t.request({ method: 'POST', url: '/wps/operator/session/sign-in', payload: { username, password }, headers: host ? { host } : {} });

export const sendCode = (t: TestApp, challenge: string, code: string, host?: string) =>
  t.request({ method: 'POST', url: '/wps/operator/session/code', payload: { challenge, code }, headers: host ? { host } : {} });

/** Signs a new staff member in for the first time: enrols the authenticator. Answers the secret, the session and the recovery codes. */
export async function enrolled(t: TestApp, username: string, host?: string) {
  const first = await signIn(t, username, 'Operator1234', host);
  expect(first.statusCode, first.body).toBe(200);
  const { challenge, secret } = first.json().value as { challenge: string; secret: string };
  const done = await sendCode(t, challenge, totpCode(t, secret), host);
  expect(done.statusCode, done.body).toBe(200);
  const value = done.json().value as { token: string; recoveryCodes: string[] };
  return { secret, token: value.token, recoveryCodes: value.recoveryCodes };
}

/**
 * A staff member (roles in the brand of `host`, the test brand by default) signed in the only way
 * there is: password, then a code from the authenticator enrolled at this first sign-in.
 */
export async function staffSession(
  t: TestApp,
  username: string,
  roles: readonly StaffRole[] = ['brand_admin'],
  brand: { merchantId: number; host?: string } = { merchantId: t.merchantId },
): Promise<{ operatorId: number; token: string; secret: string }> {
  const operatorId = await staffAccount(t, username, roles, brand.merchantId);
  const { token, secret } = await enrolled(t, username, brand.host);
  return { operatorId, token, secret };
}

/** Signs an enrolled staff member in again (the test clock must have moved past the last code's time step). */
export async function signInAgain(t: TestApp, username: string, secret: string, host?: string): Promise<string> {
  const first = await signIn(t, username, 'Operator1234', host);
  expect(first.statusCode, first.body).toBe(200);
  const done = await sendCode(t, first.json().value.challenge as string, totpCode(t, secret), host);
  expect(done.statusCode, done.body).toBe(200);
  return done.json().value.token as string;
}
