import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import { permissionsOf, type StaffProfile, type StaffSessionValue, type StaffSignInValue } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE } from '../../lib/clock';
import { staffAttemptLimit, staffLockKey } from './staff-lock';
import { newToken, sha256 } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import { checkPassword, markLoggedIn, type MemberWithCredentials } from '../member/member-credentials';
import { clearAttempts, releaseAttempt, settleFailedAttempts, takeAttempt, type AttemptKey } from '../attempts/attempt-gate';
import { recordLoginAttempt } from '../session/login-guard';
import { logout, openSession } from '../session/session.service';
import { memberAccountOf } from '../member/member.service';
import { replacePassword } from '../session/password-replacement';
import { hashPassword } from '../../lib/passwords';
import { passwordProblem } from '@panalo/contract/registration';
import { assertStaffIpAllowed } from './staff-ip';
import { unconfirmedMembers } from './staff-changes.repository';
import type { AuthenticatedSession, Caller, ClientInfo, Visitor } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import {
  closeChallenge,
  deleteStaleChallenges,
  findOpenChallenge,
  findRoles,
  findTwoFactor,
  insertChallenge,
  replaceRecoveryCodes,
  upsertPendingTwoFactor,
  useRecoveryCode,
  useTimeStep,
} from './staff.repository';
import { codeStep, newRecoveryCodes, newTotpSecret, openTotpSecret, otpauthUri, recoveryCodeHash, sealTotpSecret } from './two-factor';

/** Minutes between the password and the code before the sign-in must start again. */
const CHALLENGE_MINUTES = 5;

type Form = { username: string; password: string };

const lockKeyOf = staffLockKey;

/**
 * The password step every staff log-in shares: an unknown user costs a decoy hash, failures are
 * recorded and count towards the lock (LOGIN_MAX_FAILURES_PER_ACCOUNT in the window, password and
 * code failures together), members get OPERATOR_ONLY. The attempt taken is given back on success:
 * only clearing it is left to the step that opens the session.
 */
async function checkStaffPassword(
  ctx: AppContext,
  { merchant, client }: Visitor,
  input: Form,
): Promise<{ member: MemberWithCredentials; lockKey: AttemptKey }> {
  assertStaffIpAllowed(merchant, client.ip);
  const username = input.username.trim().toLowerCase();
  const password = input.password.trim();
  if (!username || !password) throw new AppError('CREDENTIALS_REQUIRED');
  // Reserved before the password is checked, so parallel guesses cannot pass the limit (staff have no captcha stage).
  const lockKey = lockKeyOf(merchant, username);
  const taken = await takeAttempt(ctx.db, lockKey, attemptLimit(ctx));
  if ('retryAfter' in taken) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: taken.retryAfter });

  const fail = async (memberId: number | null, reason: string): Promise<never> => {
    await settleFailedAttempts(ctx.db, [lockKey]);
    await recordLoginAttempt(ctx.db, {
      merchantId: merchant.id,
      username,
      memberId,
      ip: client.ip,
      success: false,
      reason,
      at: ctx.clock.now(),
    });
    throw new AppError('INVALID_CREDENTIALS');
  };
  const checked = await checkPassword(ctx.db, merchant.id, username, password);
  if (!checked.ok) return fail(checked.memberId, checked.reason);
  const { member } = checked;
  if (member.type !== MemberType.OPERATOR || member.status !== MemberStatus.ACTIVE) {
    await settleFailedAttempts(ctx.db, [lockKey]);
    throw new AppError(member.type !== MemberType.OPERATOR ? 'OPERATOR_ONLY' : 'ACCOUNT_DISABLED');
  }
  // An invitation no second admin has confirmed opens nothing (the right password is no failure).
  if ((await unconfirmedMembers(ctx.db, [member.id])).size > 0) {
    await releaseAttempt(ctx.db, lockKey);
    throw new AppError('STAFF_NOT_CONFIRMED');
  }
  return { member, lockKey };
}

const attemptLimit = staffAttemptLimit;

/**
 * Opens the staff session once the last step passed, in the transaction that took the code: the
 * attempt counter cleared, the log-in recorded and audited.
 */
async function openStaffSession(
  ctx: AppContext,
  tx: Tx,
  { merchant, client }: Visitor,
  member: { id: number; username: string },
  lockKey: AttemptKey,
  action: string,
): Promise<string> {
  const now = ctx.clock.now();
  await recordLoginAttempt(tx, {
    merchantId: merchant.id,
    username: member.username,
    memberId: member.id,
    ip: client.ip,
    success: true,
    reason: 'ok',
    at: now,
  });
  await clearAttempts(tx, [lockKey]);
  await markLoggedIn(tx, member.id, now);
  await appendAudit(tx, {
    merchantId: merchant.id,
    actorMemberId: member.id,
    action,
    subjectType: 'member',
    subjectId: member.id,
    ip: client.ip,
    detail: { userAgent: client.userAgent },
    at: now,
  });
  return openSession(ctx, tx, { id: member.id, merchantId: merchant.id }, client);
}

/**
 * The operator API's password-only log-in never opens a staff session: the authenticator is
 * mandatory. A right password is answered TWO_FACTOR_REQUIRED (sign in through the back office,
 * where a staff member without an authenticator enrols one first); a wrong one counts as usual.
 */
export async function operatorLogin(ctx: AppContext, { merchant, client, form }: Visitor & { form: Form }): Promise<never> {
  const { lockKey } = await checkStaffPassword(ctx, { merchant, client }, form);
  await releaseAttempt(ctx.db, lockKey);
  throw new AppError('TWO_FACTOR_REQUIRED');
}

/**
 * Back-office sign-in, first step: the password. Answers a challenge for the second step; on the
 * first sign-in (no confirmed authenticator yet) a new secret comes with it, to enrol.
 */
export async function staffSignIn(
  ctx: AppContext,
  { merchant, client, form }: Visitor & { form: Form & { newPassword?: string } },
): Promise<StaffSignInValue> {
  const { member, lockKey } = await checkStaffPassword(ctx, { merchant, client }, form);
  await releaseAttempt(ctx.db, lockKey);
  if (member.must_change) await replaceTemporaryPassword(ctx, { merchant, client }, member, form);
  const now = ctx.clock.now();
  const challenge = newToken();
  const owner = { merchantId: merchant.id, memberId: member.id };
  const existing = await findTwoFactor(ctx.db, member.id);
  await insertChallenge(ctx.db, { ...owner, tokenHash: sha256(challenge), now, expiresAt: now + CHALLENGE_MINUTES * MINUTE });
  if (existing?.confirmed_at) return { stage: 'verify', challenge };
  const secret = newTotpSecret();
  await upsertPendingTwoFactor(ctx.db, { ...owner, sealed: await sealTotpSecret(ctx, owner, secret), now });
  return { stage: 'enrol', challenge, secret, otpauthUri: otpauthUri(secret, `${merchant.name} back office`, member.username) };
}

/**
 * Back-office sign-in, second step: a six-digit code from the authenticator (which also confirms
 * a new enrolment, and then gives the ten recovery codes, shown this once) or, once enrolled, a
 * recovery code. A wrong code counts towards the lock like a wrong password.
 */
export async function staffCode(
  ctx: AppContext,
  { merchant, client, form }: Visitor & { form: { challenge: string; code: string } },
): Promise<StaffSessionValue> {
  assertStaffIpAllowed(merchant, client.ip);
  const now = ctx.clock.now();
  const found = await findOpenChallenge(ctx.db, merchant.id, sha256(form.challenge), now);
  if (!found) throw new AppError('STAFF_SIGN_IN_EXPIRED');
  const factor = await findTwoFactor(ctx.db, found.member_id);
  const member = await staffMember(ctx, merchant, found.member_id);
  if (!factor || !member) throw new AppError('STAFF_SIGN_IN_EXPIRED');
  const lockKey = lockKeyOf(merchant, member.username);
  const taken = await takeAttempt(ctx.db, lockKey, attemptLimit(ctx));
  if ('retryAfter' in taken) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: taken.retryAfter });

  const owner = { merchantId: merchant.id, memberId: member.id };
  const enrolling = factor.confirmed_at === null;
  const secret = await openTotpSecret(ctx, owner, factor.secret_sealed);
  const step = secret ? codeStep(secret, form.code.replace(/\s/g, ''), now) : null;
  const recoveryCodes = enrolling ? newRecoveryCodes() : undefined;
  const action = enrolling ? 'staff.enrol' : step === null ? 'staff.sign-in.recovery-code' : 'staff.sign-in';
  // The code (its time step or the recovery code) is used, the challenge closed and the session
  // opened in one transaction: of two requests with one code, one opens a session, the other none.
  const opened = await ctx.db
    .transaction()
    .execute(async (tx) => {
      const accepted =
        step !== null
          ? await useTimeStep(tx, member.id, step, now)
          : !enrolling && (await useRecoveryCode(tx, member.id, recoveryCodeHash(form.code), now));
      if (!accepted) return { token: null };
      if (!(await closeChallenge(tx, found.id, now))) throw new AppError('STAFF_SIGN_IN_EXPIRED');
      if (recoveryCodes) await replaceRecoveryCodes(tx, member.id, recoveryCodes.map(recoveryCodeHash));
      return { token: await openStaffSession(ctx, tx, { merchant, client }, member, lockKey, action) };
    })
    .catch(async (error: unknown) => {
      await releaseAttempt(ctx.db, lockKey);
      throw error;
    });
  if (opened.token === null) {
    await settleFailedAttempts(ctx.db, [lockKey]);
    await recordLoginAttempt(ctx.db, {
      merchantId: merchant.id,
      username: member.username,
      memberId: member.id,
      ip: client.ip,
      success: false,
      reason: 'two_factor',
      at: now,
    });
    throw new AppError('TWO_FACTOR_INVALID');
  }
  // Sign-ins left between the password and the code are of no use a day later.
  await deleteStaleChallenges(ctx.db, now - DAY);
  return { token: opened.token, staff: await profileOf(ctx, merchant, member), ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/**
 * An invited staff member's temporary password is replaced at the first sign-in, before the
 * authenticator step: without a new password the sign-in answers STAFF_PASSWORD_CHANGE_REQUIRED.
 */
async function replaceTemporaryPassword(
  ctx: AppContext,
  { merchant, client }: Visitor,
  member: MemberWithCredentials,
  form: Form & { newPassword?: string },
): Promise<void> {
  const newPassword = form.newPassword?.trim();
  if (!newPassword) throw new AppError('STAFF_PASSWORD_CHANGE_REQUIRED');
  const problem = passwordProblem(newPassword, merchant.validation, 'EN');
  if (problem) throw new AppError('PASSWORD_FORMAT_INVALID', { fields: { newPassword: problem } });
  if (newPassword === form.password.trim()) throw new AppError('PASSWORD_REUSED');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute((tx) =>
    replacePassword(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      passwordHash,
      keepSessionId: null,
      action: 'staff.password-changed',
      ip: client.ip,
      now: ctx.clock.now(),
    }),
  );
}

async function staffMember(ctx: AppContext, merchant: Merchant, memberId: number): Promise<{ id: number; username: string } | null> {
  const account = await memberAccountOf(ctx, memberId);
  const isStaff = account?.merchantId === merchant.id && account.type === MemberType.OPERATOR && account.status === MemberStatus.ACTIVE;
  return isStaff ? { id: account.id, username: account.username } : null;
}

async function profileOf(ctx: AppContext, merchant: Merchant, member: { id: number; username: string }): Promise<StaffProfile> {
  const roles = await findRoles(ctx.db, merchant.id, member.id);
  return {
    username: member.username,
    brand: merchant.name,
    brandCode: merchant.code,
    roles,
    permissions: permissionsOf(roles),
    idleMinutes: ctx.config.STAFF_IDLE_MINUTES,
  };
}

/** Ends the staff session, and says so in the audit log. */
export async function staffSignOut(ctx: AppContext, caller: Caller): Promise<void> {
  const { merchant, session, client } = caller;
  await logout(ctx, caller);
  await appendAudit(ctx.db, {
    merchantId: merchant.id,
    actorMemberId: session.memberId,
    action: 'staff.sign-out',
    subjectType: 'member',
    subjectId: session.memberId,
    ip: client.ip,
    at: ctx.clock.now(),
  });
}

/** Who the signed-in staff member is, with what they may do. */
export const staffProfileOf = (ctx: AppContext, merchant: Merchant, session: AuthenticatedSession): Promise<StaffProfile> =>
  profileOf(ctx, merchant, { id: session.memberId, username: session.username });

export type { ClientInfo };
