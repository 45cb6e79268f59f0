import { promotionDefinition, type PromotionDefinition } from '@panalo/contract/rewards';
import type { Executor } from '../../db/executor';
import { insertPromotion, insertReward } from './rewards.repository';

type DefinitionInput = Parameters<typeof promotionDefinition.parse>[0];

/** Adds a promotion to a brand (the demo seed, the tests; a back-office editor later); the definition is validated first. */
export async function createPromotion(db: Executor, merchantId: number, input: DefinitionInput, now: number): Promise<number> {
  const definition: PromotionDefinition = promotionDefinition.parse(input);
  return insertPromotion(db, {
    merchantId,
    kind: definition.kind,
    definition: JSON.stringify(definition),
    startsAt: definition.startsAt,
    endsAt: definition.endsAt,
    budget: definition.budget,
    now,
  });
}

/** Puts a reward of a promotion in a member's rewardCenter, ready to claim (the demo seed's welcome gift). */
export async function offerReward(
  db: Executor,
  reward: { merchantId: number; promotionId: number; memberId: number; amount: number; key: string; now: number },
): Promise<void> {
  const { key, ...rest } = reward;
  await insertReward(db, { ...rest, periodKey: `grant:${key}` });
}
