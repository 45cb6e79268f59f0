import type { Work } from '../../db/money-writer';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { Book } from '../ledger/ledger-accounts';
import { createPromotion } from './promotion-catalogue';
import { definitionOf, isOpen } from './promotion-rules';
import { claimInWork } from './reward-money';
import { firstPromotionOfKind, findReward, insertReward, type PromotionRow } from './rewards.repository';
import { isEligible } from './rewards.service';

/**
 * Mission and referral rewards go through the promotion engine like every other reward: the
 * brand's MISSION or REFERRAL promotion carries their rules (wagering, audience, budget,
 * per-member limit and cap), and each reward is a row of promotion_rewards paid by claimInWork. A
 * brand without such a promotion gets a plain one on first use (no wagering, everyone, a budget of
 * PHP 1,000,000 and PHP 100,000 per member: no promotion pays without limits), which staff may then
 * tighten; when there are several, the oldest is the one used.
 */
const ENGINE_BUDGET = 100_000_000;
const ENGINE_MEMBER_CAP = 10_000_000;

type EngineKind = 'MISSION' | 'REFERRAL';

const DEFAULT_TITLES: Record<EngineKind, { EN: string; TY: string }> = {
  MISSION: { EN: 'Mission rewards', TY: 'Mga gantimpala ng misyon' },
  REFERRAL: { EN: 'Referral rewards', TY: 'Mga gantimpala ng referral' },
};

export async function enginePromotionOf(db: Executor, merchantId: number, kind: EngineKind, now: number): Promise<PromotionRow> {
  const known = await firstPromotionOfKind(db, merchantId, kind);
  if (known) return known;
  await createPromotion(
    db,
    merchantId,
    {
      kind,
      title: DEFAULT_TITLES[kind],
      rulesHtml: { EN: '', TY: '' },
      audience: { kind: 'ALL' },
      startsAt: 0,
      endsAt: null,
      budget: ENGINE_BUDGET,
      perMemberCap: ENGINE_MEMBER_CAP,
      perMemberLimit: null,
      reward: {},
      wagering: { multiple: 0, base: 'BONUS' },
    },
    now,
  );
  const made = await firstPromotionOfKind(db, merchantId, kind);
  if (!made) throw new Error(`the ${kind} promotion could not be made`);
  return made;
}

/**
 * Pays a completed mission's reward in the claim's money operation: the mission promotion must be
 * open and the member in its audience; its budget, limit and wagering apply. `periodKey` names the
 * mission and its period, so a mission period makes one reward at most.
 */
export async function grantMissionReward(
  work: Work,
  book: Book,
  reward: { merchantId: number; memberId: number; amount: number; periodKey: string; now: number },
): Promise<void> {
  const promotion = await enginePromotionOf(work.tx, reward.merchantId, 'MISSION', reward.now);
  if (!isOpen(promotion, reward.now)) throw new AppError('PROMOTION_CLOSED');
  if (!(await isEligible(work.tx, definitionOf(promotion.definition), reward.memberId, reward.now)))
    throw new AppError('PROMOTION_NOT_ELIGIBLE');
  const { now, ...rest } = reward;
  const id = await insertReward(work.tx, { ...rest, promotionId: promotion.id, now });
  const row = id === null ? undefined : await findReward(work.tx, reward.memberId, id);
  if (!row) throw new AppError('MISSION_ALREADY_CLAIMED');
  await claimInWork(work, book, promotion, row, now);
}

/**
 * A qualified friend's reward for the inviter, put in the inviter's reward center (in the friend's
 * deposit transaction, so nothing there can fail on a budget): claiming it applies the referral
 * promotion's audience, budget, limit and wagering. One per friend.
 */
export async function offerReferralReward(
  db: Executor,
  reward: { merchantId: number; memberId: number; amount: number; friendId: number; now: number },
): Promise<boolean> {
  const promotion = await enginePromotionOf(db, reward.merchantId, 'REFERRAL', reward.now);
  const { friendId, ...rest } = reward;
  return (await insertReward(db, { ...rest, promotionId: promotion.id, periodKey: `friend:${friendId}` })) !== null;
}
