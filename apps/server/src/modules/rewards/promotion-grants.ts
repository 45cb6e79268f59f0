import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { definitionOf, isOpen } from './promotion-rules';
import { hasRewardOfPeriod, lockPromotion, memberTotals, waitingTotal } from './promotion-limits.repository';
import { brandMemberId, findPromotion, insertReward, type PromotionRow } from './rewards.repository';

/**
 * Manual grants from a MANUAL promotion, as the back office's four-eyes story uses them
 * (modules/staff-players/promotion-grants.service.ts): a grant puts a reward in the member's
 * reward centre, within the promotion's budget and per-member cap. A reward waiting to be
 * claimed counts against both already, so grants cannot promise more than the promotion may pay;
 * the claim checks them again when the money moves.
 */

export interface GrantTarget {
  promotion: PromotionRow;
  title: string;
  memberId: number;
}

/** The MANUAL promotion of the brand and the member a grant is for. */
export async function grantTarget(
  db: Executor,
  merchantId: number,
  promotionId: number,
  member: { memberId?: number | undefined; username?: string | undefined },
): Promise<GrantTarget> {
  const promotion = await findPromotion(db, merchantId, promotionId);
  if (!promotion || promotion.kind !== 'MANUAL') throw new AppError('PROMOTION_NOT_FOUND');
  const memberId = await brandMemberId(db, merchantId, member);
  if (memberId === undefined) throw new AppError('USER_NOT_FOUND');
  return { promotion, title: definitionOf(promotion.definition).title.EN, memberId };
}

/**
 * Whether `amount` more for the member fits the promotion: open, the budget (paid plus waiting)
 * and the member's cap (everything the member has from it, waiting or claimed; the count limit
 * is the claim's to check, as for every reward). Read under the promotion's row lock (grantReward) it is the binding check; read
 * without, it refuses a request that could never be granted before anyone is asked to approve it.
 */
export async function assertGrantFits(db: Executor, promotion: PromotionRow, memberId: number, amount: number, now: number): Promise<void> {
  if (!isOpen(promotion, now)) throw new AppError('PROMOTION_CLOSED');
  const definition = definitionOf(promotion.definition);
  const promised = promotion.spent + (await waitingTotal(db, promotion.id));
  if (promotion.budget === null || promised + amount > promotion.budget) throw new AppError('PROMOTION_BUDGET_EXHAUSTED');
  const member = await memberTotals(db, promotion.id, memberId, false);
  if (member.amount + amount > definition.perMemberCap) throw new AppError('PROMOTION_MEMBER_CAP_REACHED');
}

/**
 * Grants a reward in the caller's transaction, the promotion's row locked first so that parallel
 * grants and claims of it are checked one after the other. Null when the member already has the
 * reward of this period (the same grant again: its Idempotency-Key or its approval).
 */
export async function grantReward(
  db: Executor,
  grant: { merchantId: number; promotionId: number; memberId: number; amount: number; periodKey: string; now: number },
): Promise<number | null> {
  const promotion = await lockPromotion(db, grant.merchantId, grant.promotionId);
  if (!promotion || promotion.kind !== 'MANUAL') throw new AppError('PROMOTION_NOT_FOUND');
  if (await hasRewardOfPeriod(db, promotion.id, grant.memberId, grant.periodKey)) return null;
  await assertGrantFits(db, promotion, grant.memberId, grant.amount, grant.now);
  return insertReward(db, { ...grant });
}
