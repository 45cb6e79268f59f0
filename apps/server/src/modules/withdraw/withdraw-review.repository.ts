import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { WithdrawalsTable } from '../../db/schema-wallet';

export interface BrandWithdrawalQuery {
  status?: string;
  receipt?: 'DISPUTED';
  pageNo: number;
  pageSize: number;
}

/** A brand's withdrawals with each member's account name, newest first. */
export async function listBrandWithdrawals(db: Executor, merchantId: number, query: BrandWithdrawalQuery) {
  const base = () => {
    let select = db.selectFrom('withdrawals').where('withdrawals.merchant_id', '=', merchantId);
    if (query.status) select = select.where('withdrawals.status', '=', query.status);
    if (query.receipt === 'DISPUTED') select = select.where('withdrawals.receipt_status', 'in', ['PARTIAL', 'NOT_RECEIVED']);
    return select;
  };
  const [rows, count] = await Promise.all([
    base()
      .innerJoin('members', 'members.id', 'withdrawals.member_id')
      .selectAll('withdrawals')
      .select('members.username')
      .orderBy('withdrawals.created_at', 'desc')
      .orderBy('withdrawals.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findBrandWithdrawal(db: Executor, merchantId: number, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('merchant_id', '=', merchantId).executeTakeFirst();
}

/**
 * Moves a withdrawal of the brand from one of `from` to its next state in one conditional
 * update, so a decision applies once even when two operators press at the same moment.
 * Undefined when the withdrawal was not in a state the move starts from.
 */
export async function transitionWithdrawal(
  db: Executor,
  move: { id: number; merchantId: number; from: readonly string[]; set: Updateable<WithdrawalsTable> },
) {
  return db
    .updateTable('withdrawals')
    .set(move.set)
    .where('id', '=', move.id)
    .where('merchant_id', '=', move.merchantId)
    .where('status', 'in', [...move.from])
    .returningAll()
    .executeTakeFirst();
}

/** Withdrawals paid since a moment: how many, and the amount (minor units). */
export async function paidTotals(db: Executor, merchantId: number, since: number): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('amount').as('amount')])
    .where('merchant_id', '=', merchantId)
    .where('paid_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: Number(row.amount ?? 0) };
}

/** How many of the brand's withdrawals wait in a state. */
export async function countInStatus(db: Executor, merchantId: number, status: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
