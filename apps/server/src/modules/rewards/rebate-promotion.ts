import type { PromotionDefinition, RebateView } from '@panalo/contract/rewards';
import type { Executor } from '../../db/executor';
import { periodKeyOf } from '../../kernel/brand-periods';
import { rebateOf, rebatePeriodOf } from './promotion-tallies';
import { findTally } from './promotion-tallies.repository';

/**
 * A rebate promotion pays a percentage of a joined member's valid bets over a day or a week,
 * claimed once the period is over (the last period's rebate), as a bonus through the engine:
 * budget, per-member limit and wagering as for every reward. The reward's period key is the
 * paid period, so each period is paid once.
 */

const DAY = 86_400_000;

const lastPeriodAt = (definition: PromotionDefinition, now: number) => now - (rebatePeriodOf(definition) === 'DAILY' ? DAY : 7 * DAY);

/** The rebate of the period that ended last, and the reward period key that pays it. */
export async function rebateDue(
  db: Executor,
  definition: PromotionDefinition,
  promotionId: number,
  memberId: number,
  now: number,
  gmtOffsetMinutes: number,
): Promise<{ periodKey: string; amount: number }> {
  const key = periodKeyOf(rebatePeriodOf(definition), lastPeriodAt(definition, now), gmtOffsetMinutes);
  const tally = await findTally(db, promotionId, memberId, key);
  return { periodKey: `rebate:${key}`, amount: tally ? rebateOf(definition, tally.weighted) : 0 };
}

/** What the rebate page block shows: this period so far, and the last period's rebate unless it was paid. */
export async function rebateViewOf(
  db: Executor,
  definition: PromotionDefinition,
  promotionId: number,
  memberId: number | null,
  now: number,
  gmtOffsetMinutes: number,
  paidKeys: readonly string[],
): Promise<RebateView> {
  const period = rebatePeriodOf(definition);
  const base = { period, rate: definition.reward.rate ?? null, rates: definition.reward.rates ?? {} };
  if (memberId === null) return { ...base, validBet: 0, accrued: 0, due: 0 };
  const current = await findTally(db, promotionId, memberId, periodKeyOf(period, now, gmtOffsetMinutes));
  const due = await rebateDue(db, definition, promotionId, memberId, now, gmtOffsetMinutes);
  return {
    ...base,
    validBet: Math.max(0, current?.turnover ?? 0),
    accrued: current ? rebateOf(definition, current.weighted) : 0,
    due: paidKeys.includes(due.periodKey) ? 0 : due.amount,
  };
}
