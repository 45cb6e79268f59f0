import { AUTH_RATE_LIMIT_RETRY_MINUTES } from '@panalo/contract/constants';
import type { PaymentPasswordRequest } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { MINUTE } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearAttempts, settleFailedAttempts, takeAttempt, type AttemptKey } from '../attempts/attempt-gate';
import { appendAudit } from '../../kernel/audit';
import { findCredentials, setPaymentPasswordHash } from '../member/member-credentials';
import type { Caller } from '../../kernel/caller';

const PAYMENT_PASSWORD = /^\d{6}$/;
/** Six digits are a small space: this many wrong guesses within LOCK_WINDOW lock the member's money calls for a LOCK_WINDOW. */
const MAX_FAILURES = 5;
const LOCK_WINDOW = AUTH_RATE_LIMIT_RETRY_MINUTES * MINUTE;

const pinKey = (memberId: number): AttemptKey => ({ scope: 'pin', subject: String(memberId) });

/**
 * Checks a payment password (or the log-in password that proves the first one) against its hash.
 * A guess is taken from the member's allowance before argon2 runs, so parallel guesses each get
 * their own count and at most MAX_FAILURES are checked per window; a right one clears the count.
 */
async function guessIsRight(ctx: AppContext, memberId: number, hash: string, typed: string): Promise<boolean> {
  const limit = { max: MAX_FAILURES, windowMs: LOCK_WINDOW, now: ctx.clock.now() };
  const taken = await takeAttempt(ctx.db, pinKey(memberId), limit);
  if ('retryAfter' in taken) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: taken.retryAfter });
  const right = await verifyPassword(hash, typed).catch(async (error: unknown) => {
    await settleFailedAttempts(ctx.db, [pinKey(memberId)]);
    throw error;
  });
  if (right) await clearAttempts(ctx.db, [pinKey(memberId)]);
  else await settleFailedAttempts(ctx.db, [pinKey(memberId)]);
  return right;
}

async function recordFailure(ctx: AppContext, caller: Caller, which: string): Promise<void> {
  const { session, client } = caller;
  await appendAudit(ctx.db, {
    merchantId: session.merchantId,
    actorMemberId: session.memberId,
    action: 'member.payment_password_failed',
    subjectType: 'member',
    subjectId: session.memberId,
    ip: client.ip,
    detail: { which },
    at: ctx.clock.now(),
  });
}

/**
 * Sets the payment (withdrawal) password, 6 digits, hashed like the log-in password. The first
 * one is proved with the log-in password; a change needs the current payment password.
 */
export async function setPaymentPassword(ctx: AppContext, caller: Caller, input: PaymentPasswordRequest): Promise<void> {
  const { session, client } = caller;
  if (!PAYMENT_PASSWORD.test(input.newPassword)) throw new AppError('PAYMENT_PASSWORD_FORMAT_INVALID');
  if (input.newPassword !== input.confirmPassword) throw new AppError('PASSWORD_CONFIRMATION_MISMATCH');
  const credentials = await findCredentials(ctx.db, session.memberId);
  if (!credentials) throw new AppError('NOT_LOGGED_IN');
  const changing = credentials.payment_password_hash !== null;
  const proof = changing ? input.oldPassword : input.loginPassword;
  if (!proof) throw new AppError('REQUIRED_FIELDS_MISSING');
  if (!(await guessIsRight(ctx, session.memberId, credentials.payment_password_hash ?? credentials.password_hash, proof))) {
    await recordFailure(ctx, caller, changing ? 'payment' : 'login');
    throw new AppError(changing ? 'PAYMENT_PASSWORD_INCORRECT' : 'OLD_PASSWORD_INCORRECT');
  }
  const hash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await setPaymentPasswordHash(tx, session.memberId, hash, now);
    await appendAudit(tx, {
      merchantId: session.merchantId,
      actorMemberId: session.memberId,
      action: changing ? 'member.payment_password_changed' : 'member.payment_password_set',
      subjectType: 'member',
      subjectId: session.memberId,
      ip: client.ip,
      at: now,
    });
  });
}

/**
 * Checks the payment password of a money call (withdrawal, transfers). Runs argon2, so call it
 * before ctx.money.run, never inside. PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_INCORRECT, or
 * TOO_MANY_REQUESTS after repeated wrong guesses.
 */
export async function checkPaymentPassword(ctx: AppContext, caller: Caller, typed: string): Promise<void> {
  const { session } = caller;
  const credentials = await findCredentials(ctx.db, session.memberId);
  if (!credentials?.payment_password_hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  if (!(await guessIsRight(ctx, session.memberId, credentials.payment_password_hash, typed))) {
    await recordFailure(ctx, caller, 'payment');
    throw new AppError('PAYMENT_PASSWORD_INCORRECT');
  }
}

/** Whether the member has a payment password yet (the withdrawal page asks them to set one). */
export async function hasPaymentPassword(ctx: AppContext, memberId: number): Promise<boolean> {
  const credentials = await findCredentials(ctx.db, memberId);
  return Boolean(credentials?.payment_password_hash);
}
