import type { Executor } from '../../db/executor';

/** Redeems of the points mall: the member's list and the staff queue. */

export interface RedeemRow {
  id: number;
  merchant_id: number;
  member_id: number;
  reward_id: number;
  reference: string;
  kind: string;
  name: string;
  quantity: number;
  points: number;
  amount: number;
  account: string;
  address: string;
  mobile: string;
  status: string;
  remark: string;
  created_at: number;
  decided_at: number | null;
}

const columns = [
  'id',
  'merchant_id',
  'member_id',
  'reward_id',
  'reference',
  'kind',
  'name',
  'quantity',
  'points',
  'amount',
  'account',
  'address',
  'mobile',
  'status',
  'remark',
  'created_at',
  'decided_at',
] as const;

export type NewRedeem = Omit<RedeemRow, 'id' | 'status' | 'remark' | 'decided_at'>;

export async function insertRedeem(db: Executor, redeem: NewRedeem): Promise<number> {
  const row = await db
    .insertInto('points_redeems')
    .values({ ...redeem, status: 'IN_PROCESS' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findRedeem(db: Executor, merchantId: number, id: number): Promise<RedeemRow | undefined> {
  return db.selectFrom('points_redeems').select(columns).where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();
}

export function memberRedeems(db: Executor, memberId: number): Promise<RedeemRow[]> {
  return db.selectFrom('points_redeems').select(columns).where('member_id', '=', memberId).orderBy('id', 'desc').limit(200).execute();
}

/** The staff queue: redeems in process, oldest first, with the member's account name. */
export function redeemQueue(db: Executor, merchantId: number): Promise<(RedeemRow & { username: string })[]> {
  return db
    .selectFrom('points_redeems as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(columns.map((column) => `r.${column}` as const))
    .select('m.username')
    .where('r.merchant_id', '=', merchantId)
    .where('r.status', '=', 'IN_PROCESS')
    .orderBy('r.id')
    .limit(500)
    .execute();
}

/** IN_PROCESS → APPROVED or REJECTED; false when it was decided already (so points move once). */
export async function decideRedeem(
  db: Executor,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED'; remark: string; staffId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('points_redeems')
    .set({ status: decision.status, remark: decision.remark, decided_by: decision.staffId, decided_at: decision.now })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROCESS')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
