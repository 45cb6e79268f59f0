import { AUTH_RATE_LIMIT_RETRY_MINUTES } from '@panalo/contract/constants';
import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { MINUTE } from '../../lib/clock';
import { appendAudit } from '../../kernel/audit';
import { checkPassword, markLoggedIn } from '../member/member-credentials';
import { clearAttempts, settleFailedAttempts, takeAttempt } from '../attempts/attempt-gate';
import { recordLoginAttempt } from '../session/login-guard';
import { openSession } from '../session/session.service';
import type { Visitor } from '../../kernel/caller';

/**
 * Log-in for staff (type 9) of the brand, who act on withdrawals until the back office has its
 * own screens. The same protections as the member log-in: an unknown user costs a decoy hash,
 * failures are recorded, too many lock the account for five minutes; members get OPERATOR_ONLY.
 */
export async function operatorLogin(
  ctx: AppContext,
  { merchant, client, form: input }: Visitor & { form: { username: string; password: string } },
): Promise<{ token: string }> {
  const username = input.username.trim().toLowerCase();
  const password = input.password.trim();
  if (!username || !password) throw new AppError('CREDENTIALS_REQUIRED');
  // Reserved before the password is checked, so parallel guesses cannot pass the limit (staff have no captcha stage).
  const lockKey = { scope: 'staff-lock', subject: `${merchant.id}:${username}` } as const;
  const limit = { max: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs: AUTH_RATE_LIMIT_RETRY_MINUTES * MINUTE, now: ctx.clock.now() };
  const taken = await takeAttempt(ctx.db, lockKey, limit);
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

  const now = ctx.clock.now();
  const token = await ctx.db.transaction().execute(async (tx) => {
    await recordLoginAttempt(tx, {
      merchantId: merchant.id,
      username,
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
      action: 'operator.login',
      subjectType: 'member',
      subjectId: member.id,
      ip: client.ip,
      detail: { userAgent: client.userAgent },
      at: now,
    });
    return openSession(ctx, tx, { id: member.id, merchantId: merchant.id }, client);
  });
  return { token };
}
