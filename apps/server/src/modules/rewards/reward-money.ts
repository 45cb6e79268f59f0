import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney, Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { gameTypeOf } from '../../kernel/posting-facts';
import { bonusForfeited, bonusGranted, bonusReleased } from '../ledger/ledger';
import type { Book } from '../ledger/ledger-accounts';
import { recordTallies } from './promotion-tallies';
import { memberTotals } from './promotion-limits.repository';
import { definitionOf, depositBonus, isOpen, turnoverRequired, weightedTurnover } from './promotion-rules';
import {
  addTurnover,
  closeWagering,
  countDeposits,
  insertReward,
  joinedDepositPromotions,
  markClaimed,
  moveParticipation,
  spendBudget,
  wageringRewards,
  type PromotionRow,
  type RewardRow,
} from './rewards.repository';

/**
 * The money side of rewards, always inside a money operation: claiming (budget, per-member limit
 * and cap, grant into the bonus account), turnover from bets, release to main, forfeit. Every move is a
 * ledger posting whose reference is the reward (RW<id>), and a status guard on the reward row
 * makes each happen once.
 */

const referenceOf = (rewardId: number): string => `RW${rewardId}`;

/**
 * Claims a CLAIMABLE reward: takes its amount from the budget, checks the per-member limit and cap, grants
 * it into the bonus account, and releases it at once when it needs no turnover. A reward claimed
 * already is left as it is (a repeated claim changes nothing) and false is returned.
 */
export async function claimInWork(work: Work, book: Book, promotion: PromotionRow, reward: RewardRow, now: number): Promise<boolean> {
  const definition = definitionOf(promotion.definition);
  const required = turnoverRequired(definition, reward.amount, reward.deposit_amount);
  // The reward row first: it is the guard against paying twice, and every claim locks in this order.
  if (!(await markClaimed(work.tx, reward.id, required > 0 ? 'WAGERING' : 'RELEASED', required, now))) return false;
  if (!(await spendBudget(work.tx, promotion.id, reward.amount))) throw new AppError('PROMOTION_BUDGET_EXHAUSTED');
  // After the budget row's lock: parallel claims of this promotion have committed, so the member's
  // count and total (this reward included) are whole; over the limit or the cap, it all rolls back.
  const claimed = await memberTotals(work.tx, promotion.id, reward.member_id, true);
  if (definition.perMemberLimit !== null && claimed.count > definition.perMemberLimit) throw new AppError('PROMOTION_LIMIT_REACHED');
  if (claimed.amount > definition.perMemberCap) throw new AppError('PROMOTION_MEMBER_CAP_REACHED');
  // The title names the bonus in the member's transaction history.
  const detail = definition.title.EN;
  const money = { book, memberId: reward.member_id, amount: reward.amount, reference: referenceOf(reward.id), detail, now };
  await bonusGranted(work, money);
  if (required === 0) await bonusReleased(work, money);
  return true;
}

/** Gives up every open bonus of the member (the member chose to, to withdraw); returns what was forfeited. */
export async function forfeitOpenBonuses(work: Work, book: Book, memberId: number, now: number): Promise<number> {
  let total = 0;
  for (const reward of await wageringRewards(work.tx, memberId)) {
    if (!(await closeWagering(work.tx, reward.id, 'FORFEITED', now))) continue;
    await bonusForfeited(work, { book, memberId, amount: reward.amount, reference: referenceOf(reward.id), detail: 'FORFEIT', now });
    total += reward.amount;
  }
  return total;
}

/** Bets count towards every open bonus of the member, weighted by game type; a rollback takes its stake back off. */
async function countTurnover(ctx: AppContext, tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void> {
  // The posting's own statement may already have said there is none (PostgreSQL), saving the read.
  if (posting.bonusWagering === false) return;
  const open = await wageringRewards(tx, posting.memberId);
  if (open.length === 0) return;
  const gameType = await gameTypeOf(ctx, tx, posting.gameId);
  const sign = posting.event === 'ROLLBACK' ? -1 : 1;
  for (const reward of open) {
    const delta = weightedTurnover(definitionOf(reward.definition), posting.amount, gameType) * sign;
    if (delta === 0) continue;
    const done = await addTurnover(tx, reward.id, delta);
    if (done === null || done < reward.turnover_required || sign < 0) continue;
    if (!(await closeWagering(tx, reward.id, 'RELEASED', posting.at))) continue;
    const book = { merchantId: posting.merchantId, currency: posting.currency };
    await bonusReleased(work, {
      book,
      memberId: posting.memberId,
      amount: reward.amount,
      reference: referenceOf(reward.id),
      detail: definitionOf(reward.definition).title.EN,
      now: posting.at,
    });
  }
}

/** A credited deposit earns the bonus of each deposit promotion the member joined, ready to claim. */
async function depositRewards(tx: Executor, posting: PostedMoney): Promise<void> {
  const joined = await joinedDepositPromotions(tx, posting.memberId);
  for (const promotion of joined) {
    if (!isOpen(promotion, posting.at)) continue;
    const definition = definitionOf(promotion.definition);
    const amount = depositBonus(definition, posting.amount);
    if (amount <= 0) continue;
    const first = promotion.kind === 'DEPOSIT_FIRST';
    // A first-deposit bonus is for the member's very first deposit (this one is already written).
    if (first && (await countDeposits(tx, posting.memberId)) > 1) continue;
    const periodKey = first ? 'first' : `deposit:${posting.at}`;
    const base = { merchantId: posting.merchantId, promotionId: promotion.id, memberId: posting.memberId };
    await insertReward(tx, { ...base, periodKey, amount, depositAmount: posting.amount, now: posting.at });
    if (first) await moveParticipation(tx, promotion.participation_id, 'joined', 'used', posting.at);
  }
}

/**
 * The money writer's in-transaction listener (beside the report rollups): turnover from bets and
 * rollbacks, deposit bonuses from credited deposits, raffle tickets and rebates. Off with REWARDS_ENGINE=false.
 */
export async function recordRewardActivity(ctx: AppContext, tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void> {
  if (!ctx.config.REWARDS_ENGINE) return;
  if (posting.event === 'BET' || posting.event === 'ROLLBACK') await countTurnover(ctx, tx, posting, work);
  else if (posting.event === 'DEPOSIT') await depositRewards(tx, posting);
  else return;
  await recordTallies(ctx, tx, posting);
}

/** The bet turnover still needed by the member's open bonuses (0 when none is open). */
export async function turnoverLeftOf(db: Executor, memberId: number): Promise<number> {
  const open = await wageringRewards(db, memberId);
  return open.reduce((sum, reward) => sum + Math.max(0, reward.turnover_required - reward.turnover_done), 0);
}
