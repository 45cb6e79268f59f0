import type { StaffDashboard } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { DAY } from '../../lib/clock';
import { pendingAgentApplications } from '../agent-application/agent-application.service';
import { depositsCreditedSince } from '../deposit/deposit.service';
import { kycToReview } from '../kyc/kyc-review.service';
import { registrationsSince } from '../member/member.service';
import { withdrawalFigures } from '../withdraw/withdraw-review.service';

/** Midnight of today and of this week's Monday on the brand's clock (settings.gmtOffsetMinutes), as epoch milliseconds. */
export function periodStarts(now: number, gmtOffsetMinutes: number): { today: number; week: number } {
  const offset = gmtOffsetMinutes * 60_000;
  const today = Math.floor((now + offset) / DAY) * DAY - offset;
  // Day 0 of the epoch was a Thursday: Monday is three days later in the week's cycle.
  const weekday = (Math.floor((now + offset) / DAY) + 3) % 7;
  return { today, week: today - weekday * DAY };
}

/**
 * The back office's first screen: registrations, credited deposits and paid withdrawals of today
 * and this week (the brand's day and week, Monday first), and what waits in each review queue.
 */
export async function staffDashboard(ctx: AppContext, merchant: Merchant): Promise<StaffDashboard> {
  const since = periodStarts(ctx.clock.now(), merchant.settings.gmtOffsetMinutes);
  const withdrawals = await withdrawalFigures(ctx, merchant.id, since);
  const period = async (from: number, paid: { count: number; amount: number }) => ({
    registrations: await registrationsSince(ctx, merchant.id, from),
    deposits: await depositsCreditedSince(ctx, merchant.id, from),
    withdrawals: paid,
  });
  return {
    currency: merchant.settings.currency,
    today: await period(since.today, withdrawals.today),
    week: await period(since.week, withdrawals.week),
    queues: {
      withdrawalsToApprove: withdrawals.toApprove,
      withdrawalsToPay: withdrawals.toPay,
      kycToReview: await kycToReview(ctx, merchant.id),
      agentApplicationsPending: await pendingAgentApplications(ctx, merchant.id),
    },
  };
}
