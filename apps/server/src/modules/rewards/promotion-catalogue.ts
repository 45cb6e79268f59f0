import { promotionDefinition, type PromotionDefinition } from '@panalo/contract/rewards';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { addTally } from './promotion-tallies.repository';
import { openRaffleDraw } from './raffle.service';
import { insertParticipation, insertPromotion, insertReward } from './rewards.repository';

type DefinitionInput = Parameters<typeof promotionDefinition.parse>[0];

/**
 * Checks a promotion's definition: the contract's schema, then what it cannot say alone. Every
 * promotion has a budget and a per-member cap (PROMOTION_LIMITS_REQUIRED names both); a raffle's
 * draw pays every prize in one go, so its budget covers them all and its cap the largest (a
 * member wins once), or the draw could never finish.
 */
export function checkedDefinition(input: unknown): PromotionDefinition {
  const parsed = promotionDefinition.safeParse(input);
  if (!parsed.success) {
    const limits = parsed.error.issues.some((issue) => issue.message === 'PROMOTION_LIMITS_REQUIRED');
    throw new AppError(limits ? 'PROMOTION_LIMITS_REQUIRED' : 'VALIDATION_FAILED');
  }
  const definition = parsed.data;
  if ((definition.kind === 'RAFFLE') !== (definition.raffle !== undefined)) throw new AppError('VALIDATION_FAILED');
  const prizes = definition.raffle?.prizes ?? [];
  const total = prizes.reduce((sum, prize) => sum + prize, 0);
  if (total > definition.budget || Math.max(0, ...prizes) > definition.perMemberCap) throw new AppError('PROMOTION_LIMITS_REQUIRED');
  return definition;
}

/** Adds a promotion to a brand (the demo seed, the tests; a back-office editor later); the definition is checked first. */
export async function createPromotion(db: Executor, merchantId: number, input: DefinitionInput, now: number): Promise<number> {
  const definition = checkedDefinition(input);
  const id = await insertPromotion(db, {
    merchantId,
    kind: definition.kind,
    definition: JSON.stringify(definition),
    startsAt: definition.startsAt,
    endsAt: definition.endsAt,
    budget: definition.budget,
    now,
  });
  if (definition.kind === 'RAFFLE') await openRaffleDraw(db, merchantId, id, definition);
  return id;
}

/** Puts a reward of a promotion in a member's rewardCenter, ready to claim (the demo seed's welcome gift). */
export async function offerReward(
  db: Executor,
  reward: { merchantId: number; promotionId: number; memberId: number; amount: number; key: string; now: number },
): Promise<void> {
  const { key, ...rest } = reward;
  await insertReward(db, { ...rest, periodKey: `grant:${key}` });
}

/** An activity application waiting for staff (the demo seed's pending application); images are stored keys. */
export async function addApplication(
  db: Executor,
  application: { merchantId: number; promotionId: number; memberId: number; remark: string; imageKeys?: string[]; now: number },
): Promise<void> {
  await insertParticipation(db, { ...application, status: 'applying' });
}

/** A member joined to a raffle or rebate with a tally already counted (the demo seed's entries). */
export async function addJoinedTally(
  db: Executor,
  entry: {
    merchantId: number;
    promotionId: number;
    memberId: number;
    periodKey: string;
    deposits?: number;
    turnover?: number;
    weighted?: number;
    now: number;
  },
): Promise<void> {
  const { merchantId, promotionId, memberId, periodKey, now, ...delta } = entry;
  await insertParticipation(db, { merchantId, promotionId, memberId, status: 'joined', now });
  await addTally(db, { merchantId, promotionId, memberId, periodKey }, delta);
}
