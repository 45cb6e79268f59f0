import type { Language } from '@panalo/contract/constants';
import type {
  BonusProgressList,
  PromotionCard,
  PromotionDefinition,
  PromotionDetail,
  PromotionFilter,
  PromotionKind,
  RewardCenterValue,
  RewardValue,
} from '@panalo/contract/rewards';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { brandDay } from '../../kernel/posting-facts';
import { sanitizeContentHtml } from '../../lib/html-sanitizer';
import { bookOf } from '../wallet/wallet.service';
import { activityState, definitionOf, filterOf, isOpen, rateOf, type MemberView } from './promotion-rules';
import { raffleViewOf } from './raffle.service';
import { rebateDue, rebateViewOf } from './rebate-promotion';
import { claimInWork } from './reward-money';
import {
  brandPromotions,
  findPromotion,
  findReward,
  insertParticipation,
  insertReward,
  memberParticipations,
  hasAnyTag,
  isInAgentTeam,
  memberRegisteredAt,
  memberVipLevel,
  memberRewards,
  netLossOfDay,
  type PromotionRow,
  type RewardRow,
} from './rewards.repository';

const DAY = 86_400_000;

/** The member-facing story of promotions: the cards and their states, join, claim, rewardCenter. */

interface MemberContext {
  views: Map<number, MemberView>;
}

async function memberContext(ctx: AppContext, caller: Caller, promotions: PromotionRow[]): Promise<MemberContext> {
  const { merchant, session } = caller;
  const now = ctx.clock.now();
  const day = brandDay(now, merchant.settings.gmtOffsetMinutes);
  const [participations, rewards] = await Promise.all([
    memberParticipations(ctx.db, session.memberId),
    memberRewards(ctx.db, session.memberId),
  ]);
  const needsCashback = promotions.some((row) => row.kind === 'CASHBACK');
  const loss = needsCashback ? await netLossOfDay(ctx.db, session.memberId, day - 1) : 0;
  const views = new Map<number, MemberView>();
  for (const row of promotions) {
    const definition = definitionOf(row.definition);
    views.set(row.id, {
      participation: participations.find((p) => p.promotion_id === row.id),
      rewards: rewards.filter((r) => r.promotion_id === row.id),
      memberId: session.memberId,
      today: `day:${day}`,
      yesterday: `day:${day - 1}`,
      cashbackDue: row.kind === 'CASHBACK' ? rateOf(loss, definition.reward.rate, definition.reward.cap) : 0,
      rebate:
        row.kind === 'REBATE'
          ? await rebateDue(ctx.db, definition, row.id, session.memberId, now, merchant.settings.gmtOffsetMinutes)
          : undefined,
    });
  }
  return { views };
}

const titleOf = (definition: PromotionDefinition, language: Language): string => definition.title[language] ?? definition.title.EN;

function cardOf(row: PromotionRow, language: Language, now: number, view?: MemberView): PromotionCard {
  const definition = definitionOf(row.definition);
  const state = activityState(row, definition, now, view);
  return {
    id: row.id,
    kind: row.kind as PromotionKind,
    filter: filterOf(row.kind as PromotionKind),
    title: titleOf(definition, language),
    state,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    needsApplication: definition.needsApplication,
    rewardId: view?.rewards.find((reward) => reward.status === 'CLAIMABLE')?.id ?? null,
  };
}

/**
 * Who a promotion is for: everyone, members registered lately, VIP levels (set by staff on the
 * player page), an agent's whole team, or members staff tagged. An audience missing its list
 * (no levels, no agent, no tags) is for nobody.
 */
export async function isEligible(db: Executor, definition: PromotionDefinition, memberId: number, now: number): Promise<boolean> {
  const audience = definition.audience;
  switch (audience.kind) {
    case 'ALL':
      return true;
    case 'NEW_MEMBERS': {
      const registered = await memberRegisteredAt(db, memberId);
      return registered !== null && now - registered <= (audience.newWithinDays ?? 7) * DAY;
    }
    case 'VIP_LEVEL':
      return (audience.vipLevels ?? []).includes(await memberVipLevel(db, memberId));
    case 'AGENT_TEAM':
      return audience.agentId !== undefined && (await isInAgentTeam(db, audience.agentId, memberId));
    case 'TAGS':
      return hasAnyTag(db, memberId, audience.tags ?? []);
  }
}

/** MISSION and REFERRAL promotions carry the rules of those rewards (engine-rewards.ts); they are not cards to join. */
const isCarrier = (row: PromotionRow) => row.kind === 'MISSION' || row.kind === 'REFERRAL';

const visible = (row: PromotionRow, filter: PromotionFilter) =>
  !isCarrier(row) && (filter === 'ALL' || filterOf(row.kind as PromotionKind) === filter);

/** /promotions for a visitor: the cards with the states time alone decides. */
export async function visitorPromotions(ctx: AppContext, merchant: Merchant, language: Language, filter: PromotionFilter) {
  const now = ctx.clock.now();
  const rows = (await brandPromotions(ctx.db, merchant.id)).filter((row) => visible(row, filter));
  return { list: rows.map((row) => cardOf(row, language, now)) };
}

/** /promotions for a member: each card in the member's state. */
export async function memberPromotions(ctx: AppContext, caller: Caller, filter: PromotionFilter) {
  const now = ctx.clock.now();
  const rows = (await brandPromotions(ctx.db, caller.merchant.id)).filter((row) => visible(row, filter));
  const { views } = await memberContext(ctx, caller, rows);
  return { list: rows.map((row) => cardOf(row, caller.session.language, now, views.get(row.id))) };
}

async function promotionOrThrow(db: Executor, merchantId: number, id: number): Promise<PromotionRow> {
  const row = await findPromotion(db, merchantId, id);
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return row;
}

async function detailOf(
  ctx: AppContext,
  merchant: Merchant,
  card: PromotionCard,
  row: PromotionRow,
  language: Language,
  view?: MemberView,
) {
  const definition = definitionOf(row.definition);
  const memberId = view ? view.memberId : null;
  const paidKeys = view?.rewards.map((reward) => reward.period_key) ?? [];
  const offset = merchant.settings.gmtOffsetMinutes;
  const detail: PromotionDetail = {
    ...card,
    rulesHtml: sanitizeContentHtml(definition.rulesHtml[language] ?? definition.rulesHtml.EN),
    wagering: definition.wagering,
    reward: definition.reward,
    raffle: row.kind === 'RAFFLE' ? await raffleViewOf(ctx.db, row.id, memberId) : null,
    rebate: row.kind === 'REBATE' ? await rebateViewOf(ctx.db, definition, row.id, memberId, ctx.clock.now(), offset, paidKeys) : null,
  };
  return detail;
}

export async function promotionDetail(ctx: AppContext, merchant: Merchant, language: Language, id: number, caller?: Caller) {
  const row = await promotionOrThrow(ctx.db, merchant.id, id);
  const now = ctx.clock.now();
  const view = caller ? (await memberContext(ctx, caller, [row])).views.get(row.id) : undefined;
  return detailOf(ctx, merchant, cardOf(row, language, now, view), row, language, view);
}

/** Join: deposit bonuses, cashback, rebates, raffles and manual promotions without an application. */
export async function joinPromotion(ctx: AppContext, caller: Caller, id: number): Promise<PromotionCard> {
  const { merchant, session } = caller;
  const now = ctx.clock.now();
  const row = await promotionOrThrow(ctx.db, merchant.id, id);
  const definition = definitionOf(row.definition);
  if (!isOpen(row, now)) throw new AppError('PROMOTION_CLOSED');
  if (definition.needsApplication || isCarrier(row)) throw new AppError('PROMOTION_NOT_ELIGIBLE');
  if (definition.raffle && definition.raffle.drawAt <= now) throw new AppError('PROMOTION_CLOSED');
  if (!(await isEligible(ctx.db, definition, session.memberId, now))) throw new AppError('PROMOTION_NOT_ELIGIBLE');
  const joined = await insertParticipation(ctx.db, {
    merchantId: merchant.id,
    promotionId: row.id,
    memberId: session.memberId,
    status: 'joined',
    now,
  });
  if (!joined) throw new AppError('ALREADY_JOINED');
  const { views } = await memberContext(ctx, caller, [row]);
  return cardOf(row, session.language, now, views.get(row.id));
}

/** The reward this promotion owes the member now, made on demand: today's check-in, yesterday's cashback. */
async function dueReward(
  ctx: AppContext,
  caller: Caller,
  row: PromotionRow,
  now: number,
): Promise<{ periodKey: string; amount: number } | null> {
  const definition = definitionOf(row.definition);
  const day = brandDay(now, caller.merchant.settings.gmtOffsetMinutes);
  if (row.kind === 'CHECK_IN') return { periodKey: `day:${day}`, amount: definition.reward.amount ?? 0 };
  if (row.kind === 'CASHBACK') {
    const loss = await netLossOfDay(ctx.db, caller.session.memberId, day - 1);
    return { periodKey: `day:${day - 1}`, amount: rateOf(loss, definition.reward.rate, definition.reward.cap) };
  }
  if (row.kind === 'REBATE') {
    const joined = (await memberParticipations(ctx.db, caller.session.memberId)).some(
      (p) => p.promotion_id === row.id && p.status === 'joined',
    );
    if (!joined) throw new AppError('PROMOTION_NOT_JOINED');
    return rebateDue(ctx.db, definition, row.id, caller.session.memberId, now, caller.merchant.settings.gmtOffsetMinutes);
  }
  return null;
}

/**
 * Claim on a promotion card: a reward that waits (deposit bonus, manual grant), or the one due now
 * (check-in, cashback, the last period's rebate). Budget and per-member limit hold under parallel claims (see claimInWork).
 */
export async function claimPromotion(ctx: AppContext, caller: Caller, id: number): Promise<RewardValue> {
  const { merchant, session } = caller;
  const now = ctx.clock.now();
  const row = await promotionOrThrow(ctx.db, merchant.id, id);
  const definition = definitionOf(row.definition);
  const waiting = (await memberRewards(ctx.db, session.memberId)).find((r) => r.promotion_id === row.id && r.status === 'CLAIMABLE');
  if (waiting) return claimReward(ctx, caller, waiting.id);
  if (!isOpen(row, now)) throw new AppError('PROMOTION_CLOSED');
  if (!(await isEligible(ctx.db, definition, session.memberId, now))) throw new AppError('PROMOTION_NOT_ELIGIBLE');
  const due = await dueReward(ctx, caller, row, now);
  if (!due || due.amount <= 0) throw new AppError('NOTHING_TO_CLAIM');
  const rewardId = await ctx.money.run(async (work) => {
    const newId = await insertReward(work.tx, { merchantId: merchant.id, promotionId: row.id, memberId: session.memberId, ...due, now });
    if (newId === null) throw new AppError('PROMOTION_LIMIT_REACHED');
    const reward = await findReward(work.tx, session.memberId, newId);
    const promotion = await findPromotion(work.tx, merchant.id, row.id);
    if (!reward || !promotion) throw new AppError('PROMOTION_NOT_FOUND');
    await claimInWork(work, bookOf(merchant), promotion, reward, now);
    return newId;
  });
  return rewardValueOf(ctx, caller, rewardId);
}

/** Claims a reward waiting in rewardCenter; claiming one already claimed answers it as it is. */
export async function claimReward(ctx: AppContext, caller: Caller, rewardId: number): Promise<RewardValue> {
  const { merchant, session } = caller;
  const now = ctx.clock.now();
  await ctx.money.run(async (work) => {
    const reward = await findReward(work.tx, session.memberId, rewardId);
    if (!reward) throw new AppError('RECORD_NOT_FOUND');
    if (reward.status !== 'CLAIMABLE') return;
    const promotion = await findPromotion(work.tx, merchant.id, reward.promotion_id);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    if (promotion.ends_at !== null && promotion.ends_at <= now) throw new AppError('PROMOTION_CLOSED');
    // A referral reward waits in the reward center: the referral promotion's audience applies when it is claimed.
    if (promotion.kind === 'REFERRAL' && !(await isEligible(work.tx, definitionOf(promotion.definition), session.memberId, now)))
      throw new AppError('PROMOTION_NOT_ELIGIBLE');
    if (await claimInWork(work, bookOf(merchant), promotion, reward, now))
      await appendAudit(work.tx, {
        merchantId: merchant.id,
        actorMemberId: session.memberId,
        action: 'reward.claimed',
        subjectType: 'reward',
        subjectId: reward.id,
        ip: caller.client.ip,
        detail: { promotionId: promotion.id, amount: reward.amount },
        at: now,
      });
  });
  return rewardValueOf(ctx, caller, rewardId);
}

function toRewardValue(reward: RewardRow, promotions: Map<number, PromotionRow>, language: Language): RewardValue {
  const promotion = promotions.get(reward.promotion_id);
  const definition = promotion ? definitionOf(promotion.definition) : null;
  return {
    id: reward.id,
    promotionId: reward.promotion_id,
    kind: (promotion?.kind ?? 'MANUAL') as PromotionKind,
    title: definition ? titleOf(definition, language) : '',
    amount: reward.amount,
    status: reward.status as RewardValue['status'],
    turnoverRequired: reward.turnover_required,
    turnoverDone: Math.min(reward.turnover_done, reward.turnover_required),
    createdAt: reward.created_at,
    claimedAt: reward.claimed_at,
  };
}

async function rewardValueOf(ctx: AppContext, caller: Caller, rewardId: number): Promise<RewardValue> {
  const reward = await findReward(ctx.db, caller.session.memberId, rewardId);
  if (!reward) throw new AppError('RECORD_NOT_FOUND');
  const promotions = new Map((await brandPromotions(ctx.db, caller.merchant.id)).map((row) => [row.id, row]));
  return toRewardValue(reward, promotions, caller.session.language);
}

async function memberRewardValues(ctx: AppContext, caller: Caller): Promise<RewardValue[]> {
  const [rewards, promotions] = await Promise.all([
    memberRewards(ctx.db, caller.session.memberId),
    brandPromotions(ctx.db, caller.merchant.id),
  ]);
  const byId = new Map(promotions.map((row) => [row.id, row]));
  return rewards.map((reward) => toRewardValue(reward, byId, caller.session.language));
}

/** rewardCenter: rewards ready to claim (the badge counts them) and the claim history. */
export async function rewardCenter(ctx: AppContext, caller: Caller): Promise<RewardCenterValue> {
  const all = await memberRewardValues(ctx, caller);
  const ready = all.filter((reward) => reward.status === 'CLAIMABLE');
  return { ready, badge: ready.length, history: all.filter((reward) => reward.status !== 'CLAIMABLE') };
}

/** bonusDetails: each claimed bonus with its wagering progress, and the turnover still open in all. */
export async function bonusProgress(ctx: AppContext, caller: Caller): Promise<BonusProgressList> {
  const list = (await memberRewardValues(ctx, caller)).filter((reward) => reward.status !== 'CLAIMABLE');
  const turnoverLeft = list
    .filter((reward) => reward.status === 'WAGERING')
    .reduce((sum, reward) => sum + Math.max(0, reward.turnoverRequired - reward.turnoverDone), 0);
  return { list, turnoverLeft };
}
