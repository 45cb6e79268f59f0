import type { Executor } from '../../db/executor';

/** The points mall's tables: catalogue, points accounts and entries, redeems. */

export interface PointsRewardRow {
  id: number;
  kind: string;
  name: string;
  points: number;
  amount: number;
  stock: number | null;
  image_url: string | null;
}

const rewardColumns = ['id', 'kind', 'name', 'points', 'amount', 'stock', 'image_url'] as const;

export function brandRewards(db: Executor, merchantId: number): Promise<PointsRewardRow[]> {
  return db
    .selectFrom('points_rewards')
    .select(rewardColumns)
    .where('merchant_id', '=', merchantId)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPointsReward(db: Executor, merchantId: number, id: number): Promise<PointsRewardRow | undefined> {
  return db
    .selectFrom('points_rewards')
    .select(rewardColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export interface NewPointsReward {
  merchantId: number;
  kind: 'CASH' | 'ITEM';
  name: { EN: string; TY: string };
  points: number;
  amount: number;
  stock: number | null;
  imageUrl: string | null;
  sortOrder: number;
  now: number;
}

export async function insertPointsReward(db: Executor, reward: NewPointsReward): Promise<number> {
  const row = await db
    .insertInto('points_rewards')
    .values({
      merchant_id: reward.merchantId,
      kind: reward.kind,
      name: JSON.stringify(reward.name),
      points: reward.points,
      amount: reward.amount,
      stock: reward.stock,
      image_url: reward.imageUrl,
      sort_order: reward.sortOrder,
      created_at: reward.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countBrandRewards(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('points_rewards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Takes `quantity` from a limited stock; false when not that many are left. */
export async function takeStock(db: Executor, id: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('points_rewards')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(db: Executor, id: number, quantity: number): Promise<void> {
  await db
    .updateTable('points_rewards')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', id)
    .where('stock', 'is not', null)
    .execute();
}

// ---- points accounts: every change is one conditional statement, so parallel calls cannot overspend ----

export interface PointsAccountRow {
  balance: number;
  held: number;
}

export async function pointsAccount(db: Executor, memberId: number): Promise<PointsAccountRow> {
  const row = await db.selectFrom('points_accounts').select(['balance', 'held']).where('member_id', '=', memberId).executeTakeFirst();
  return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
}

/** Adds points to the spendable balance (opening the account on the first); returns the new balance. */
export async function creditPoints(db: Executor, merchantId: number, memberId: number, points: number, now: number): Promise<number> {
  const row = await db
    .insertInto('points_accounts')
    .values({ member_id: memberId, merchant_id: merchantId, balance: points, updated_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({ balance: eb('points_accounts.balance', '+', points), updated_at: now })),
    )
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * Moves points from spendable to held (a redeem) or spends them (a conversion); the new balance,
 * or null when the member has fewer points.
 */
export async function debitPoints(db: Executor, memberId: number, points: number, hold: boolean, now: number): Promise<number | null> {
  const row = await db
    .updateTable('points_accounts')
    .set((eb) => ({
      balance: eb('balance', '-', points),
      ...(hold ? { held: eb('held', '+', points) } : {}),
      updated_at: now,
    }))
    .where('member_id', '=', memberId)
    .where('balance', '>=', points)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** Ends a hold: the points are spent (approved) or come back to the balance (rejected); the new balance. */
export async function settleHeld(db: Executor, memberId: number, points: number, giveBack: boolean, now: number): Promise<number> {
  const row = await db
    .updateTable('points_accounts')
    .set((eb) => ({
      held: eb('held', '-', points),
      ...(giveBack ? { balance: eb('balance', '+', points) } : {}),
      updated_at: now,
    }))
    .where('member_id', '=', memberId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export interface NewPointsEntry {
  merchantId: number;
  memberId: number;
  type: string;
  reference: string;
  redeemId?: number;
  name?: string;
  changed: number;
  balanceAfter: number;
  remark?: string;
  now: number;
}

export async function insertPointsEntry(db: Executor, entry: NewPointsEntry): Promise<void> {
  await db
    .insertInto('points_entries')
    .values({
      merchant_id: entry.merchantId,
      member_id: entry.memberId,
      type: entry.type,
      reference: entry.reference,
      redeem_id: entry.redeemId ?? null,
      name: entry.name ?? '',
      changed: entry.changed,
      balance_after: entry.balanceAfter,
      remark: entry.remark ?? '',
      created_at: entry.now,
    })
    .execute();
}

export interface PointsEntryRow {
  id: number;
  type: string;
  reference: string;
  name: string;
  changed: number;
  balance_after: number;
  remark: string;
  created_at: number;
  quantity: number | null;
  points: number | null;
  amount: number | null;
  status: string | null;
  applied_at: number | null;
}

/** The points details, newest first, each entry with its redeem's columns when it belongs to one. */
export function memberPointsEntries(db: Executor, memberId: number, offset: number, limit: number): Promise<PointsEntryRow[]> {
  return db
    .selectFrom('points_entries as e')
    .leftJoin('points_redeems as r', 'r.id', 'e.redeem_id')
    .select([
      'e.id',
      'e.type',
      'e.reference',
      'e.name',
      'e.changed',
      'e.balance_after',
      'e.remark',
      'e.created_at',
      'r.quantity',
      'r.points',
      'r.amount',
      'r.status',
      'r.created_at as applied_at',
    ])
    .where('e.member_id', '=', memberId)
    .orderBy('e.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countPointsEntries(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('points_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The brand's stored settings (JSON), read in the posting's transaction. */
export async function brandSettingsJson(db: Executor, merchantId: number): Promise<string | undefined> {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirst();
  return row?.settings;
}
