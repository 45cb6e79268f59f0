import { AUTH_RATE_LIMIT_RETRY_MINUTES } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { MINUTE } from '../../lib/clock';
import type { Merchant } from '../../kernel/merchant';
import { clearAttempts, readAttempts, type AttemptKey, type AttemptLimit } from '../attempts/attempt-gate';

/*
 * The staff sign-in lock: password and code failures of one username on one brand share an attempt
 * counter; LOGIN_MAX_FAILURES_PER_ACCOUNT of them in the window lock the sign-in until the window
 * ends, or until staff with staff.manage unlock it (the counter is cleared).
 */

export const staffLockKey = (merchant: Pick<Merchant, 'id'>, username: string): AttemptKey => ({
  scope: 'staff-lock',
  subject: `${merchant.id}:${username}`,
});

export const staffAttemptLimit = (ctx: AppContext): AttemptLimit => ({
  max: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
  windowMs: AUTH_RATE_LIMIT_RETRY_MINUTES * MINUTE,
  now: ctx.clock.now(),
});

/** Whether the username's sign-in is locked now: every attempt of the window was taken. */
export async function isStaffLocked(ctx: AppContext, merchant: Pick<Merchant, 'id'>, username: string): Promise<boolean> {
  const limit = staffAttemptLimit(ctx);
  const { count } = await readAttempts(ctx.db, staffLockKey(merchant, username), limit);
  return count >= limit.max;
}

/** Forgets the username's failed sign-ins: the next sign-in is checked afresh. */
export const clearStaffLock = (db: Executor, merchant: Pick<Merchant, 'id'>, username: string): Promise<void> =>
  clearAttempts(db, [staffLockKey(merchant, username)]);
