import { expect } from 'vitest';
import type { StaffRole } from '@panalo/contract/staff';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';
import { outbox } from '../recovery/recovery-email.test-kit';
import { sendCode, totpCode } from './staff.test-kit';

/** Test helpers for invitations, the set-up link and the second admin's confirmation (not a test file itself). */

export const INVITEE_PASSWORD = 'Invitee12345';

/** An admin's invitation over HTTP; answers the whole value (member, change, where the link went). */
export async function invite(t: TestApp, token: string, username: string, roles: readonly StaffRole[]) {
  const response = await t.request({
    method: 'POST',
    url: '/wps/operator/staff',
    headers: bearer(token),
    payload: { username, email: `${username}@mail.test`, roles },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    body: response.body,
    value: response.json().value as { member: { id: number; confirmed: boolean }; change: { id: number } | null },
  };
}

/** The set-up link's token, from the mail the development outbox holds for the invitee. */
export async function setupToken(t: TestApp, username: string): Promise<string> {
  const link = (await outbox(t, `${username}@mail.test`))[0]?.link;
  expect(link, `no set-up mail to ${username}`).toMatch(/\/bo\/setup\?token=/);
  return new URL(link!).searchParams.get('token')!;
}

/** The invitee follows the link: a new authenticator, then their own password and its first code. Answers the secret. */
export async function setUp(t: TestApp, username: string): Promise<{ secret: string; confirmed: boolean }> {
  const token = await setupToken(t, username);
  const started = await t.request({ method: 'POST', url: '/wps/operator/setup/start', payload: { token } });
  expect(started.statusCode, started.body).toBe(200);
  const secret = started.json().value.secret as string;
  const finished = await t.request({
    method: 'POST',
    url: '/wps/operator/setup/finish',
    payload: { token, newPassword: INVITEE_PASSWORD, code: totpCode(t, secret) },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  return { secret, confirmed: finished.json().value.confirmed as boolean };
}

/** A second admin's decision on a waiting staff change. */
export const decideChange = (t: TestApp, token: string, id: number, decision: 'confirm' | 'reject' = 'confirm') =>
  t.request({ method: 'POST', url: `/wps/operator/staff/changes/${id}/${decision}`, headers: bearer(token) });

/** Signs a set-up invitee in with their own password and authenticator (the clock past the last code's step). */
export async function inviteeSession(t: TestApp, username: string, secret: string): Promise<string> {
  t.clock.advance(31_000);
  const first = await t.request({
    method: 'POST',
    url: '/wps/operator/session/sign-in',
    payload: { username, password: INVITEE_PASSWORD },
  });
  expect(first.statusCode, first.body).toBe(200);
  const done = await sendCode(t, first.json().value.challenge as string, totpCode(t, secret));
  expect(done.statusCode, done.body).toBe(200);
  return done.json().value.token as string;
}
