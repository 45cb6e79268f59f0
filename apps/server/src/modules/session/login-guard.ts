import { AUTH_RATE_LIMIT_RETRY_MINUTES, CAPTCHA_AFTER_FAILURES } from '@panalo/contract/constants';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE } from '../../lib/clock';
import {
  clearAttempts,
  deleteStaleAttempts,
  readAttempts,
  releaseAttempt,
  settleFailedAttempts,
  takeAttempt,
  type AttemptKey,
  type AttemptLimit,
} from '../attempts/attempt-gate';

/**
 * Who may have a password checked. Every check takes an attempt in attempt_counters before argon2
 * runs, so parallel guesses cannot slip past the limits:
 * - free: the first CAPTCHA_AFTER_FAILURES tries of an account, and of a client IP, within
 *   LOGIN_FAILURE_WINDOW_MINUTES need no captcha;
 * - captcha: every further try needs a solved captcha (one use each);
 * - lock: tries made with a solved captcha count towards the lock; LOGIN_MAX_FAILURES_PER_ACCOUNT
 *   tries in all (the free ones included) lock the account for AUTH_RATE_LIMIT_RETRY_MINUTES.
 * Only captcha-backed tries count towards the lock, so a burst of guesses without captchas can make
 * the account ask for a captcha, never lock its owner out. A log-in that succeeds (by password,
 * SMS code or a social account) clears the account's and the IP's counters.
 * - IP lock (the brand's settings.security.ipLock): every checked password also takes an attempt
 *   of the client IP's lock counter; once `failures` of them failed, whichever accounts they tried,
 *   the IP gets IP_LOCKED for `minutes` from the last one counted. A success gives its attempt back.
 */
export interface LoginSubject {
  merchantId: number;
  username: string;
  ip: string;
}

/** Every log-in, member or staff, right or wrong, is recorded in login_attempts. */
export { recordLoginAttempt, type LoginAttempt } from './login-attempts.repository';

/** The attempts one log-in took; settled as failed unless the log-in succeeded and cleared them. */
export interface LoginTicket {
  /** Whether a failure of this try makes the next one need a captcha. */
  captchaNext: boolean;
  keys: AttemptKey[];
  /** The IP-lock attempt this log-in took, given back if it succeeds. */
  ipLockKey?: AttemptKey;
}

type Account = Pick<LoginSubject, 'merchantId' | 'username'>;
const accountKey = (s: Account): AttemptKey => ({ scope: 'login', subject: `${s.merchantId}:${s.username}` });
const ipKey = (s: LoginSubject): AttemptKey => ({ scope: 'login-ip', subject: s.ip });
const lockKey = (s: Account): AttemptKey => ({ scope: 'login-lock', subject: `${s.merchantId}:${s.username}` });

const freeLimit = (ctx: AppContext): AttemptLimit => ({
  max: CAPTCHA_AFTER_FAILURES,
  windowMs: ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE,
  now: ctx.clock.now(),
});

const lockLimit = (ctx: AppContext): AttemptLimit => ({
  max: Math.max(1, ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT - CAPTCHA_AFTER_FAILURES),
  windowMs: AUTH_RATE_LIMIT_RETRY_MINUTES * MINUTE,
  now: ctx.clock.now(),
});

const locked = (endsInMs: number) =>
  new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(endsInMs / 1000)), accountLocked: true });

/** The brand's IP lock (settings.security.ipLock): `failures` 0 turns it off. */
export interface IpLockSetting {
  failures: number;
  minutes: number;
}

const ipLockKey = (s: LoginSubject): AttemptKey => ({ scope: 'ip-lock', subject: `${s.merchantId}:${s.ip}` });
const ipLockLimit = (ctx: AppContext, setting: IpLockSetting): AttemptLimit => ({
  max: setting.failures,
  windowMs: setting.minutes * MINUTE,
  now: ctx.clock.now(),
});

/** IP_LOCKED when the client's IP has used up its failures; read only, before anything is spent. */
async function refuseLockedIp(ctx: AppContext, subject: LoginSubject, setting: IpLockSetting): Promise<void> {
  if (setting.failures === 0) return;
  const taken = await readAttempts(ctx.db, ipLockKey(subject), ipLockLimit(ctx, setting));
  if (taken.count - taken.pending >= setting.failures) throw ipLocked(taken.endsInMs);
}

const ipLocked = (endsInMs: number) => new AppError('IP_LOCKED', { retryAfter: Math.max(1, Math.ceil(endsInMs / 1000)) });

/**
 * Takes the right to check one password. `solveCaptcha` runs only when the free tries are used up;
 * it throws CAPTCHA_REQUIRED or CAPTCHA_INVALID. A locked IP answers IP_LOCKED and a locked
 * account TOO_MANY_REQUESTS, both before the captcha is spent.
 */
export async function admitLogin(
  ctx: AppContext,
  subject: LoginSubject,
  ipLock: IpLockSetting,
  solveCaptcha: () => Promise<void>,
): Promise<LoginTicket> {
  await refuseLockedIp(ctx, subject, ipLock);
  const ticket = await admitAccount(ctx, subject, solveCaptcha);
  if (ipLock.failures === 0) return ticket;
  // Last, so that only a password that will really be checked counts towards the IP's lock.
  const taken = await takeAttempt(ctx.db, ipLockKey(subject), ipLockLimit(ctx, ipLock));
  if ('count' in taken) return { ...ticket, keys: [...ticket.keys, ipLockKey(subject)], ipLockKey: ipLockKey(subject) };
  for (const key of ticket.keys) await releaseAttempt(ctx.db, key);
  const now = await readAttempts(ctx.db, ipLockKey(subject), ipLockLimit(ctx, ipLock));
  // Out of attempts only because other checks from the IP are still under way: not a lock yet.
  if (now.count - now.pending < ipLock.failures) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: 1 });
  throw ipLocked(now.endsInMs);
}

async function admitAccount(ctx: AppContext, subject: LoginSubject, solveCaptcha: () => Promise<void>): Promise<LoginTicket> {
  const lock = await readAttempts(ctx.db, lockKey(subject), lockLimit(ctx));
  if (lock.count - lock.pending >= lockLimit(ctx).max) throw locked(lock.endsInMs);

  const account = await takeAttempt(ctx.db, accountKey(subject), freeLimit(ctx));
  if ('count' in account) {
    const fromIp = await takeAttempt(ctx.db, ipKey(subject), freeLimit(ctx));
    if ('count' in fromIp) {
      return { captchaNext: Math.max(account.count, fromIp.count) >= CAPTCHA_AFTER_FAILURES, keys: [accountKey(subject), ipKey(subject)] };
    }
    // The IP has used its free tries: this one needs a captcha after all.
    await releaseAttempt(ctx.db, accountKey(subject));
  }

  await solveCaptcha();
  const taken = await takeAttempt(ctx.db, lockKey(subject), lockLimit(ctx));
  if ('retryAfter' in taken) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: taken.retryAfter, accountLocked: true });
  return { captchaNext: true, keys: [lockKey(subject)] };
}

/**
 * The log-in succeeded (its account counters were cleared with the session): its check no longer
 * counts towards the IP's lock. Given back rather than cleared, so that one good account cannot
 * wipe the failures an IP made against others.
 */
export async function settleLoginSuccess(ctx: AppContext, ticket: LoginTicket): Promise<void> {
  if (ticket.ipLockKey) await releaseAttempt(ctx.db, ticket.ipLockKey);
}

/** The password was wrong, or the log-in stopped after the check: the attempts stay counted. */
export async function settleLoginFailure(ctx: AppContext, ticket: LoginTicket): Promise<void> {
  await settleFailedAttempts(ctx.db, ticket.keys);
}

/** A log-in succeeded: the account and the client start with a clean slate. */
export async function clearLoginAttempts(db: Executor, subject: LoginSubject): Promise<void> {
  await clearAttempts(db, [accountKey(subject), lockKey(subject), ipKey(subject)]);
}

/** An account of the brand whose lock is on: its captcha-backed failures reached the limit. */
export async function accountIsLocked(ctx: AppContext, account: Account): Promise<boolean> {
  const lock = await readAttempts(ctx.db, lockKey(account), lockLimit(ctx));
  return lock.count - lock.pending >= lockLimit(ctx).max;
}

/**
 * The owner proved themselves by a code or link sent to the account's own channels: the lock and
 * the account's failure count go, in the caller's transaction. The IP lock and the counters of
 * the IPs that made the failures stay: they are about those clients, not this account.
 */
export async function liftAccountLock(db: Executor, account: Account): Promise<void> {
  await clearAttempts(db, [accountKey(account), lockKey(account)]);
}

/** Counters untouched for a day are of no use to any limit; run outside any transaction. */
export async function forgetStaleLoginAttempts(ctx: AppContext): Promise<void> {
  await deleteStaleAttempts(ctx.db, ctx.clock.now() - DAY);
}
