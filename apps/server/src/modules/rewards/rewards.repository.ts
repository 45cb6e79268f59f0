import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';

/** The only database code of promotions and rewards. */

export interface PromotionRow {
  id: number;
  merchant_id: number;
  kind: string;
  definition: string;
  starts_at: number;
  ends_at: number | null;
  budget: number | null;
  spent: number;
}

const PROMOTION_COLUMNS = ['id', 'merchant_id', 'kind', 'definition', 'starts_at', 'ends_at', 'budget', 'spent'] as const;

export function brandPromotions(db: Executor, merchantId: number): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPromotion(db: Executor, merchantId: number, id: number): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The brand's oldest promotion of a kind (the one that carries mission or referral rewards). */
export function firstPromotionOfKind(db: Executor, merchantId: number, kind: string): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertPromotion(
  db: Executor,
  row: {
    merchantId: number;
    kind: string;
    definition: string;
    startsAt: number;
    endsAt: number | null;
    budget: number;
    now: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('promotions')
    .values({
      merchant_id: row.merchantId,
      kind: row.kind,
      definition: row.definition,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      budget: row.budget,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Takes `amount` from the promotion's budget in the caller's transaction; false when it would go
 * over (or the promotion has no budget: none may pay without one). The row update also orders
 * parallel claims of one promotion (PostgreSQL row lock), so the per-member count and total read
 * after it see every claim committed before.
 */
export async function spendBudget(db: Executor, promotionId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('promotions')
    .set((eb) => ({ spent: eb('spent', '+', amount) }))
    .where('id', '=', promotionId)
    .where((eb) => eb(eb('spent', '+', amount), '<=', eb.ref('budget')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- participation ----

export interface ParticipationRow {
  id: number;
  promotion_id: number;
  member_id: number;
  status: string;
  remark: string;
  image_keys: string;
  created_at: number;
}

export function memberParticipations(db: Executor, memberId: number): Promise<ParticipationRow[]> {
  return db
    .selectFrom('promotion_members')
    .select(['id', 'promotion_id', 'member_id', 'status', 'remark', 'image_keys', 'created_at'])
    .where('member_id', '=', memberId)
    .execute();
}

/** Adds the member to the promotion; false when they already have a participation. */
export async function insertParticipation(
  db: Executor,
  row: { merchantId: number; promotionId: number; memberId: number; status: string; remark?: string; imageKeys?: string[]; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('promotion_members')
    .values({
      merchant_id: row.merchantId,
      promotion_id: row.promotionId,
      member_id: row.memberId,
      status: row.status,
      remark: row.remark ?? '',
      image_keys: JSON.stringify(row.imageKeys ?? []),
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Moves a participation from one status to another; false when it was not in `from`. */
export async function moveParticipation(db: Executor, id: number, from: string, to: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('promotion_members')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's joined deposit promotions (read on each credited deposit). */
export function joinedDepositPromotions(db: Executor, memberId: number) {
  return db
    .selectFrom('promotion_members as pm')
    .innerJoin('promotions as p', 'p.id', 'pm.promotion_id')
    .select([
      'pm.id as participation_id',
      'p.id',
      'p.merchant_id',
      'p.kind',
      'p.definition',
      'p.starts_at',
      'p.ends_at',
      'p.budget',
      'p.spent',
    ])
    .where('pm.member_id', '=', memberId)
    .where('pm.status', '=', 'joined')
    .where('p.kind', 'in', ['DEPOSIT_FIRST', 'DEPOSIT_RELOAD'])
    .execute();
}

export function brandApplications(db: Executor, merchantId: number, status: string) {
  return db
    .selectFrom('promotion_members as pm')
    .innerJoin('members as m', 'm.id', 'pm.member_id')
    .select(['pm.id', 'pm.promotion_id', 'pm.member_id', 'm.username', 'pm.status', 'pm.remark', 'pm.image_keys', 'pm.created_at'])
    .where('pm.merchant_id', '=', merchantId)
    .where('pm.status', '=', status)
    .orderBy('pm.id')
    .limit(200)
    .execute();
}

export function findParticipation(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('promotion_members as pm')
    .innerJoin('members as m', 'm.id', 'pm.member_id')
    .select(['pm.id', 'pm.promotion_id', 'pm.member_id', 'm.username', 'pm.status', 'pm.remark', 'pm.image_keys', 'pm.created_at'])
    .where('pm.merchant_id', '=', merchantId)
    .where('pm.id', '=', id)
    .executeTakeFirst();
}

// ---- rewards ----

export interface RewardRow {
  id: number;
  promotion_id: number;
  member_id: number;
  period_key: string;
  amount: number;
  deposit_amount: number;
  status: string;
  turnover_required: number;
  turnover_done: number;
  created_at: number;
  claimed_at: number | null;
}

const REWARD_COLUMNS = [
  'id',
  'promotion_id',
  'member_id',
  'period_key',
  'amount',
  'deposit_amount',
  'status',
  'turnover_required',
  'turnover_done',
  'created_at',
  'claimed_at',
] as const;

export function memberRewards(db: Executor, memberId: number, limit = 200): Promise<RewardRow[]> {
  return db
    .selectFrom('promotion_rewards')
    .select(REWARD_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findReward(db: Executor, memberId: number, id: number): Promise<RewardRow | undefined> {
  return db
    .selectFrom('promotion_rewards')
    .select(REWARD_COLUMNS)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

// Every bet runs it: SQL text prepared once, not a query built anew per call.
const wageringRewardRows = prepared<{ id: number; amount: number; turnover_required: number; turnover_done: number; definition: string }>(
  `SELECT r.id, r.amount, r.turnover_required, r.turnover_done, p.definition
   FROM promotion_rewards r INNER JOIN promotions p ON p.id = r.promotion_id
   WHERE r.member_id = ? AND r.status = 'WAGERING'`,
);

/** The spin path's one indexed read: the member's rewards whose wagering is open. */
export async function wageringRewards(db: Executor, memberId: number) {
  return (await wageringRewardRows.execute(db, [memberId])).rows;
}

/** A new reward; null when the member already has this promotion's reward of this period. */
export async function insertReward(
  db: Executor,
  row: {
    merchantId: number;
    promotionId: number;
    memberId: number;
    periodKey: string;
    amount: number;
    depositAmount?: number;
    now: number;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto('promotion_rewards')
    .values({
      merchant_id: row.merchantId,
      promotion_id: row.promotionId,
      member_id: row.memberId,
      period_key: row.periodKey,
      amount: row.amount,
      deposit_amount: row.depositAmount ?? 0,
      status: 'CLAIMABLE',
      created_at: row.now,
      claimed_at: null,
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** CLAIMABLE → WAGERING or RELEASED; false when another claim got there first. */
export async function markClaimed(db: Executor, id: number, status: string, turnoverRequired: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('promotion_rewards')
    .set({ status, turnover_required: turnoverRequired, claimed_at: now, closed_at: status === 'RELEASED' ? now : null })
    .where('id', '=', id)
    .where('status', '=', 'CLAIMABLE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds turnover to an open reward; returns its new total, or null when it is no longer open. */
export async function addTurnover(db: Executor, id: number, delta: number): Promise<number | null> {
  const row = await db
    .updateTable('promotion_rewards')
    .set((eb) => ({ turnover_done: eb('turnover_done', '+', delta) }))
    .where('id', '=', id)
    .where('status', '=', 'WAGERING')
    .returning('turnover_done')
    .executeTakeFirst();
  return row ? Number(row.turnover_done) : null;
}

/** WAGERING → RELEASED or FORFEITED; false when it already left WAGERING (so money moves once). */
export async function closeWagering(db: Executor, id: number, status: 'RELEASED' | 'FORFEITED', now: number): Promise<boolean> {
  const result = await db
    .updateTable('promotion_rewards')
    .set({ status, closed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'WAGERING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Net loss of a member on one brand day (valid bets − payouts), from the report rollups. */
export async function netLossOfDay(db: Executor, memberId: number, day: number): Promise<number> {
  const row = await db
    .selectFrom('member_day_rollups')
    .select([sql<string | number>`COALESCE(SUM(valid_bet), 0)`.as('bets'), sql<string | number>`COALESCE(SUM(payout), 0)`.as('payout')])
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.bets) - Number(row.payout));
}

/** How many deposits the member has had credited (a first-deposit bonus is for members with none). */
export async function countDeposits(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('event', '=', 'DEPOSIT')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function memberRegisteredAt(db: Executor, memberId: number): Promise<number | null> {
  const row = await db.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

/** The member's VIP level (0 until staff set one). */
export async function memberVipLevel(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('vip_level').where('id', '=', memberId).executeTakeFirst();
  return row ? Number(row.vip_level) : 0;
}

/** Whether the member is in the agent's team at any depth (the agent itself is not its own team). */
export async function isInAgentTeam(db: Executor, agentId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether staff gave the member any of these tags (tags are kept in lower case). */
export async function hasAnyTag(db: Executor, memberId: number, tags: readonly string[]): Promise<boolean> {
  if (tags.length === 0) return false;
  const row = await db
    .selectFrom('player_tags')
    .select('tag')
    .where('member_id', '=', memberId)
    .where(
      'tag',
      'in',
      tags.map((tag) => tag.toLowerCase()),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The brand's member by id or account name; undefined when the brand has none. */
export async function brandMemberId(
  db: Executor,
  merchantId: number,
  member: { memberId?: number | undefined; username?: string | undefined },
): Promise<number | undefined> {
  let query = db.selectFrom('members').select('id').where('merchant_id', '=', merchantId);
  if (member.memberId !== undefined) query = query.where('id', '=', member.memberId);
  if (member.username !== undefined) query = query.where('username', '=', member.username);
  const row = await query.executeTakeFirst();
  return row?.id;
}
