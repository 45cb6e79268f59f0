import {
  EXCLUSION_LIFT_WAIT_DAYS,
  EXCLUSION_MINIMUM_MONTHS,
  type BreakKind,
  type BreakPeriod,
  type BreakRequest,
  type BreakState,
  type LiftRequest,
  type StaffExclusionRequest,
} from '@panalo/contract/self-exclusion';
import type { AppContext } from '../../app-context';
import type { Executor, Tx } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { identityKeys } from '../../kernel/play-restrictions';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import { findCredentials } from '../member/member-credentials';
import { endAllSessions } from '../../kernel/session-ending';
import { cancelDepositsForBreak, closeBreakPayments } from '../deposit/deposit-closing.service';
import {
  activeBreak,
  breakHistory,
  closeRunOutBreak,
  insertBreak,
  insertListKeys,
  lockMemberBreaks,
  markReplaced,
  memberIdentity,
  recordLiftRequest,
  type BreakRow,
} from './self-exclusion.repository';
import { toBreakView } from './break-view';

/*
 * Taking a break and self-exclusion (docs/responsible-gaming.md, "Time-out and self-exclusion"). The member
 * chooses a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent) after
 * typing the password again; staff can add a self-exclusion but never shorten one. Either ends
 * every session of the member at once and cancels their pending deposits. The log-in refusals are
 * the kernel's (play-restrictions.ts), the money calls' the money screen's (money-screen.ts).
 */

const addMonths = (at: number, months: number): number => {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

/** When a break of this period taken at `now` ends (null: permanent). */
export function endOf(period: BreakPeriod, now: number): number | null {
  switch (period) {
    case '24h':
      return now + 24 * HOUR;
    case '7d':
      return now + 7 * DAY;
    case '30d':
      return now + 30 * DAY;
    case '6w':
      return now + 42 * DAY;
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
    case 'permanent':
      return null;
  }
}

/** Whether a break ending at `candidate` lasts at least as long as one ending at `current` (null: for ever). */
const notShorter = (candidate: number | null, current: number | null): boolean =>
  candidate === null || (current !== null && candidate >= current);

interface PlacedBreak {
  kind: BreakKind;
  period: BreakPeriod;
  source: 'PLAYER' | 'STAFF';
  staffId: number | null;
  reason: string | null;
}

/** Where a gateway that could not be told of a cancelled payment is written down (the request's log). */
type Log = { warn(detail: object, message: string): void };

/**
 * Places a break in one transaction: the member's lock first, so that parallel requests queue and
 * the second sees the first; a run-out break is closed; a break in force is only ever replaced by a
 * longer self-exclusion (RG_ALREADY_ON_BREAK for the member, RG_EXCLUSION_SHORTER for staff). A
 * self-exclusion puts the member's identity on the exclusion list. Sessions end with it, and
 * pending deposits are cancelled in the same transaction (their gateways are told after the commit).
 */
async function placeBreak(ctx: AppContext, caller: Caller, memberId: number, placed: PlacedBreak, log: Log): Promise<BreakRow> {
  const { merchant, session, client } = caller;
  const identity = await memberIdentity(ctx.db, merchant.id, memberId);
  if (!identity) throw new AppError('RECORD_NOT_FOUND');
  const now = ctx.clock.now();
  const endsAt = endOf(placed.period, now);
  const exclusion = placed.kind === 'SELF_EXCLUSION';
  const { row, payments } = await ctx.db.transaction().execute(async (tx) => {
    await lockMemberBreaks(tx, memberId);
    await closeRunOutBreak(tx, memberId, now);
    const current = await activeBreak(tx, memberId);
    if (current) {
      if (placed.source === 'PLAYER') throw new AppError('RG_ALREADY_ON_BREAK');
      if (current.kind === 'SELF_EXCLUSION' && !notShorter(endsAt, current.ends_at)) throw new AppError('RG_EXCLUSION_SHORTER');
      await markReplaced(tx, current.id, now);
    }
    const id = await insertBreak(tx, {
      merchantId: merchant.id,
      memberId,
      kind: placed.kind,
      period: placed.period,
      source: placed.source,
      startsAt: now,
      endsAt,
      liftableFrom: exclusion ? addMonths(now, EXCLUSION_MINIMUM_MONTHS) : null,
      staffId: placed.staffId,
      reason: placed.reason,
    });
    if (exclusion) {
      const keys = identityKeys({ mobile: identity.mobile, email: identity.email, name: identity.name, birthday: identity.birthday });
      await insertListKeys(tx, { merchantId: merchant.id, allBrands: merchant.settings.selfExclusion.allBrands, breakId: id, keys, now });
    }
    const ended = await endAllSessions(tx, memberId, now);
    const payments = await cancelDepositsForBreak(ctx, tx, memberId, now);
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: placed.source === 'STAFF' ? 'rg.exclusion_added_by_staff' : exclusion ? 'rg.self_excluded' : 'rg.time_out',
      subjectType: 'member',
      subjectId: memberId,
      ip: client.ip,
      detail: {
        breakId: id,
        period: placed.period,
        endsAt,
        replaced: current?.id ?? null,
        reason: placed.reason,
        sessionsEnded: ended,
        depositsCancelled: payments.length,
      },
      at: now,
    });
    return { row: (await activeBreak(tx, memberId))!, payments };
  });
  ctx.sessions.dropMember(memberId);
  await closeBreakPayments(ctx, log, payments, now);
  return row;
}

async function requirePassword(ctx: AppContext, memberId: number, password: string): Promise<void> {
  const credentials = await findCredentials(ctx.db, memberId);
  if (!credentials || !(await verifyPassword(credentials.password_hash, password))) throw new AppError('OLD_PASSWORD_INCORRECT');
}

/** The member takes a break or excludes themselves; their sessions end with the answer. */
export async function takeBreak(ctx: AppContext, caller: Caller, request: BreakRequest, log: Log): Promise<BreakState> {
  const { memberId } = caller.session;
  await requirePassword(ctx, memberId, request.password);
  const placed = { kind: request.kind, period: request.period, source: 'PLAYER', staffId: null, reason: null } as const;
  await placeBreak(ctx, caller, memberId, placed, log);
  return breakStateOf(ctx, memberId, false);
}

/** Staff add a self-exclusion (a family's request, say); one that would end sooner than the one in force is refused. */
export async function addExclusionByStaff(
  ctx: AppContext,
  caller: Caller,
  memberId: number,
  request: StaffExclusionRequest,
  log: Log,
): Promise<BreakState> {
  const placed = {
    kind: 'SELF_EXCLUSION',
    period: request.period,
    source: 'STAFF',
    staffId: caller.session.memberId,
    reason: request.reason,
  } as const;
  await placeBreak(ctx, caller, memberId, placed, log);
  return breakStateOf(ctx, memberId, true);
}

/**
 * The member asks to lift their self-exclusion: not before its first six months (RG_LIFT_TOO_EARLY),
 * and it lifts EXCLUSION_LIFT_WAIT_DAYS later (its end moves there, unless it ends sooner anyway).
 */
export async function requestLift(ctx: AppContext, caller: Caller, request: LiftRequest): Promise<BreakState> {
  const { merchant, session, client } = caller;
  await requirePassword(ctx, session.memberId, request.password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx: Tx) => {
    await lockMemberBreaks(tx, session.memberId);
    await closeRunOutBreak(tx, session.memberId, now);
    const current = await activeBreak(tx, session.memberId);
    if (!current || current.kind !== 'SELF_EXCLUSION' || current.lift_requested_at !== null) throw new AppError('RG_LIFT_NOT_ALLOWED');
    if (current.liftable_from !== null && now < current.liftable_from) throw new AppError('RG_LIFT_TOO_EARLY');
    const liftAt = now + EXCLUSION_LIFT_WAIT_DAYS * DAY;
    const endsAt = current.ends_at === null ? liftAt : Math.min(current.ends_at, liftAt);
    await recordLiftRequest(tx, current.id, now, endsAt);
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'rg.exclusion_lift_requested',
      subjectType: 'member',
      subjectId: session.memberId,
      ip: client.ip,
      detail: { breakId: current.id, liftsAt: endsAt },
      at: now,
    });
  });
  return breakStateOf(ctx, session.memberId, false);
}

/**
 * A break that ran out is closed (ENDED, or LIFTED after a request, with an audit entry) the next
 * time anyone reads or changes the member's breaks; the log-in check needs no such step, it
 * compares the end with the clock.
 */
async function settleRunOut(ctx: AppContext, tx: Executor, merchantId: number, memberId: number): Promise<void> {
  const now = ctx.clock.now();
  await lockMemberBreaks(tx, memberId);
  const closed = await closeRunOutBreak(tx, memberId, now);
  if (closed?.status === 'LIFTED') {
    await appendAudit(tx, {
      merchantId,
      actorMemberId: null,
      action: 'rg.exclusion_lifted',
      subjectType: 'member',
      subjectId: memberId,
      ip: null,
      detail: { breakId: closed.id, liftRequestedAt: closed.lift_requested_at, liftedAt: closed.ends_at },
      at: now,
    });
  }
}

/** The break in force and the history; `staff` adds who added a break and why. */
export async function breakStateOf(ctx: AppContext, memberId: number, staff: boolean, merchantId?: number): Promise<BreakState> {
  if (merchantId !== undefined) await ctx.db.transaction().execute((tx) => settleRunOut(ctx, tx, merchantId, memberId));
  const now = ctx.clock.now();
  const rows = await breakHistory(ctx.db, memberId, 50);
  const views = rows.map((row) => toBreakView(row, staff));
  const active = views.find((view) => view.status === 'ACTIVE' && (view.endsAt === null || view.endsAt > now)) ?? null;
  return { active, history: views };
}

/** The member's own view (the break page, also reached by a withdraw-only session). */
export const myBreakState = (ctx: AppContext, caller: Caller): Promise<BreakState> =>
  breakStateOf(ctx, caller.session.memberId, false, caller.merchant.id);

/** The staff view of a player of the caller's brand. */
export async function playerBreakState(ctx: AppContext, caller: Caller, memberId: number): Promise<BreakState> {
  if (!(await memberIdentity(ctx.db, caller.merchant.id, memberId))) throw new AppError('RECORD_NOT_FOUND');
  return breakStateOf(ctx, memberId, true, caller.merchant.id);
}
