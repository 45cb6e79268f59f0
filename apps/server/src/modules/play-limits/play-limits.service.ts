import {
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type PlayLimitView,
  type PlayLimitsView,
  type RealityCheckView,
  type SetPlayLimitsRequest,
  type StaffPlayLimitsView,
} from '@panalo/contract/play-limits';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { appendAudit } from '../../kernel/audit';
import { AppError } from '../../lib/app-error';
import { personalProfit } from '../wallet/wallet-history.service';
import { changeOf, earliestDay, inForce, limitKey, usedIn } from './limit-rules';
import { brandDay } from '../../kernel/posting-facts';
import { dayStart, periodDays } from './play-periods';
import {
  findLimits,
  findRealityCheck,
  findSessionTimes,
  insertLimitChange,
  limitChanges,
  limitOpenSessions,
  memberOfBrand,
  previousLogin,
  saveLimit,
  saveRealityCheck,
  usageSince,
  type LimitRow,
} from './play-limits.repository';

/**
 * The player's limits (the Responsible gaming page) and the reality check. Setting a limit is
 * one transaction: the new state, the change in the history, and the audit entry.
 */

async function limitViews(ctx: AppContext, merchant: Merchant, memberId: number): Promise<PlayLimitView[]> {
  const now = ctx.clock.now();
  const offset = merchant.settings.gmtOffsetMinutes;
  const today = brandDay(now, offset);
  const [rows, days] = await Promise.all([findLimits(ctx.db, memberId), usageSince(ctx.db, memberId, earliestDay(today))]);
  const byKey = new Map(rows.map((row) => [row.limit_key, row]));
  const money = MONEY_LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period): PlayLimitView => {
      const key = limitKey(kind, period);
      const { first, next } = periodDays(period, today);
      return { key, ...inForce(byKey.get(key), now), used: usedIn(kind, days, first, next), resetsAt: dayStart(next, offset) };
    }),
  );
  return [...money, { key: 'SESSION_MINUTES', ...inForce(byKey.get('SESSION_MINUTES'), now), used: null, resetsAt: null }];
}

export async function playLimits(ctx: AppContext, caller: Caller): Promise<PlayLimitsView> {
  const { merchant, session } = caller;
  const [limits, realityCheckMinutes, times] = await Promise.all([
    limitViews(ctx, merchant, session.memberId),
    findRealityCheck(ctx.db, session.memberId),
    findSessionTimes(ctx.db, session.sessionId),
  ]);
  return {
    currency: merchant.settings.currency,
    limits,
    realityCheckMinutes,
    sessionStartedAt: Number(times?.created_at ?? ctx.clock.now()),
    sessionEndsAt: times?.play_ends_at === null || times?.play_ends_at === undefined ? null : Number(times.play_ends_at),
  };
}

/** Sets or removes limits: lower at once, higher or removed after the cooling period. */
export async function setPlayLimits(ctx: AppContext, caller: Caller, request: SetPlayLimitsRequest): Promise<PlayLimitsView> {
  const { merchant, session, client } = caller;
  const now = ctx.clock.now();
  let sessionLimited = false;
  await ctx.db.transaction().execute(async (tx) => {
    const rows = new Map((await findLimits(tx, session.memberId)).map((row): [string, LimitRow] => [row.limit_key, row]));
    for (const { key, value } of request.limits) {
      const current = inForce(rows.get(key), now).value;
      const change = changeOf(current, value, now);
      await saveLimit(tx, {
        value: change.value,
        pending_value: change.pending_value,
        pending_at: change.pending_at,
        limit_key: key,
        member_id: session.memberId,
        merchant_id: merchant.id,
        updated_at: now,
      });
      await insertLimitChange(tx, {
        merchantId: merchant.id,
        memberId: session.memberId,
        key,
        oldValue: current,
        newValue: value,
        requestedAt: now,
        appliesAt: change.appliesAt,
      });
      if (key === 'SESSION_MINUTES' && change.value !== null && change.appliesAt === now) {
        await limitOpenSessions(tx, session.memberId, change.value, now);
        sessionLimited = true;
      }
    }
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'play_limits.set',
      subjectType: 'member',
      subjectId: session.memberId,
      ip: client.ip,
      detail: { limits: request.limits },
      at: now,
    });
  });
  // The cached sessions carry their end: drop them so the new end holds at once.
  if (sessionLimited) ctx.sessions.dropMember(session.memberId);
  return playLimits(ctx, caller);
}

export async function setRealityCheck(ctx: AppContext, caller: Caller, minutes: number): Promise<RealityCheckView> {
  await saveRealityCheck(ctx.db, caller.session.memberId, minutes, ctx.clock.now());
  return realityCheck(ctx, caller);
}

/** Time played and the net result of this log-in session, and the previous log-in. */
export async function realityCheck(ctx: AppContext, caller: Caller): Promise<RealityCheckView> {
  const { session } = caller;
  const now = ctx.clock.now();
  const [intervalMinutes, times, previous] = await Promise.all([
    findRealityCheck(ctx.db, session.memberId),
    findSessionTimes(ctx.db, session.sessionId),
    previousLogin(ctx.db, session.memberId),
  ]);
  const startedAt = Number(times?.created_at ?? now);
  const profit = await personalProfit(ctx, caller, { from: startedAt, to: now });
  return {
    intervalMinutes,
    currency: caller.merchant.settings.currency,
    sessionStartedAt: startedAt,
    sessionEndsAt: times?.play_ends_at === null || times?.play_ends_at === undefined ? null : Number(times.play_ends_at),
    playedMs: Math.max(0, now - startedAt),
    netResult: profit.wins - profit.bets,
    lastLogin: previous ? { at: Number(previous.created_at), ip: previous.ip ?? '' } : null,
  };
}

/** The back office's read-only view of a player's limits, their history and reality check. */
export async function staffPlayLimits(ctx: AppContext, merchant: Merchant, memberId: number): Promise<StaffPlayLimitsView> {
  if (!(await memberOfBrand(ctx.db, merchant.id, memberId))) throw new AppError('RECORD_NOT_FOUND');
  const [limits, realityCheckMinutes, history] = await Promise.all([
    limitViews(ctx, merchant, memberId),
    findRealityCheck(ctx.db, memberId),
    limitChanges(ctx.db, memberId, 50),
  ]);
  return {
    currency: merchant.settings.currency,
    limits,
    realityCheckMinutes,
    history: history.map((row) => ({
      key: row.limit_key,
      oldValue: row.old_value === null ? null : Number(row.old_value),
      newValue: row.new_value === null ? null : Number(row.new_value),
      requestedAt: Number(row.requested_at),
      appliesAt: Number(row.applies_at),
    })),
  };
}
