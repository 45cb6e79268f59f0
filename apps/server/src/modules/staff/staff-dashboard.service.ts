import { DASHBOARD_SPARKLINE_DAYS, type DashboardDay, type DashboardFigures, type StaffDashboard } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { DAY, MINUTE } from '../../lib/clock';
import { pendingAgentApplications } from '../agent-application/agent-application.service';
import { kycToReview } from '../kyc/kyc-review.service';
import { withdrawalFigures } from '../withdraw/withdraw-review.service';
import {
  activePlayersBetween,
  countDisputedReceipts,
  firstDepositDays,
  registrationDays,
  rollupDays,
  type DayRow,
} from './staff-dashboard.repository';

/** Midnight of today and of this week's Monday on the brand's clock (settings.gmtOffsetMinutes), as epoch milliseconds. */
export function periodStarts(now: number, gmtOffsetMinutes: number): { today: number; week: number } {
  const offset = gmtOffsetMinutes * MINUTE;
  const today = Math.floor((now + offset) / DAY) * DAY - offset;
  // Day 0 of the epoch was a Thursday: Monday is three days later in the week's cycle.
  const weekday = (Math.floor((now + offset) / DAY) + 3) % 7;
  return { today, week: today - weekday * DAY };
}

const EMPTY: Omit<DayRow, 'day'> = {
  registrations: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawCount: 0,
  withdrawAmount: 0,
  ggr: 0,
  activePlayers: 0,
};

/**
 * The last 14 brand-local days, each with every figure (zero on a quiet day). Money and play come
 * from the member day rollups, kept with each ledger posting, so the dashboard reads at most one
 * row per member, day and game type instead of every bet; registrations and first deposits are
 * counted from their own rows of the same 14 days.
 */
async function lastDays(ctx: AppContext, merchantId: number, today: number, offsetMs: number): Promise<DayRow[]> {
  const first = today - DASHBOARD_SPARKLINE_DAYS + 1;
  const since = first * DAY - offsetMs;
  const days = new Map<number, DayRow>();
  for (let day = first; day <= today; day++) days.set(day, { day, ...EMPTY });
  for (const row of await rollupDays(ctx.db, merchantId, first, today)) Object.assign(days.get(row.day) ?? {}, row);
  for (const row of await registrationDays(ctx.db, merchantId, since, offsetMs)) {
    const target = days.get(row.day);
    if (target) target.registrations = row.count;
  }
  for (const row of await firstDepositDays(ctx.db, merchantId, since, offsetMs)) {
    const target = days.get(row.day);
    if (target) Object.assign(target, { firstDepositCount: row.count, firstDepositAmount: row.amount });
  }
  return [...days.values()];
}

/** A period's figures: the sums of its days, with active players counted once over the whole period. */
function figuresOf(days: DayRow[], activePlayers: number): DashboardFigures {
  const total = (key: keyof DayRow) => days.reduce((sum, day) => sum + day[key], 0);
  return {
    registrations: total('registrations'),
    firstDeposits: { count: total('firstDepositCount'), amount: total('firstDepositAmount') },
    deposits: { count: total('depositCount'), amount: total('depositAmount') },
    withdrawals: { count: total('withdrawCount'), amount: total('withdrawAmount') },
    ggr: total('ggr'),
    activePlayers,
  };
}

const sparkline = (row: DayRow, offsetMs: number): DashboardDay => ({
  day: row.day * DAY - offsetMs,
  registrations: row.registrations,
  firstDeposits: row.firstDepositCount,
  deposits: row.depositAmount,
  withdrawals: row.withdrawAmount,
  ggr: row.ggr,
  activePlayers: row.activePlayers,
});

/**
 * The back office's first screen: today's and this week's (the brand's day and week, Monday
 * first) registrations, first deposits, deposits, withdrawals, GGR and active players, the last
 * 14 days of each for the sparklines, and what waits in each review queue.
 */
export async function staffDashboard(ctx: AppContext, merchant: Merchant): Promise<StaffDashboard> {
  const offsetMs = merchant.settings.gmtOffsetMinutes * MINUTE;
  const since = periodStarts(ctx.clock.now(), merchant.settings.gmtOffsetMinutes);
  const today = Math.round((since.today + offsetMs) / DAY);
  const weekStart = Math.round((since.week + offsetMs) / DAY);
  const days = await lastDays(ctx, merchant.id, today, offsetMs);
  const withdrawals = await withdrawalFigures(ctx, merchant.id, since);
  return {
    currency: merchant.settings.currency,
    today: figuresOf(days.slice(-1), days.at(-1)?.activePlayers ?? 0),
    week: figuresOf(
      days.filter((row) => row.day >= weekStart),
      await activePlayersBetween(ctx.db, merchant.id, weekStart, today),
    ),
    days: days.map((row) => sparkline(row, offsetMs)),
    queues: {
      withdrawalsToApprove: withdrawals.toApprove,
      withdrawalsToPay: withdrawals.toPay,
      kycToReview: await kycToReview(ctx, merchant.id),
      receiptsDisputed: await countDisputedReceipts(ctx.db, merchant.id),
      agentApplicationsPending: await pendingAgentApplications(ctx, merchant.id),
    },
  };
}
