import type { Executor } from '../../db/executor';

/** The back office's reads of a brand's deposits (the member's own reads are in deposit.repository). */

export interface BrandDepositQuery {
  status?: string;
  /** A deposit reference, or the member's username. */
  q?: string;
  memberId?: number;
  pageNo: number;
  pageSize: number;
}

const depositColumns = [
  'deposits.id',
  'deposits.reference',
  'deposits.member_id',
  'deposits.amount',
  'deposits.currency',
  'deposits.gateway',
  'deposits.gateway_reference',
  'deposits.status',
  'deposits.failure_reason',
  'deposits.created_at',
  'deposits.settled_at',
  'members.username',
  'payment_channels.name as channel_name',
] as const;

export async function listBrandDeposits(db: Executor, merchantId: number, query: BrandDepositQuery) {
  const base = () => {
    let select = db
      .selectFrom('deposits')
      .innerJoin('members', 'members.id', 'deposits.member_id')
      .innerJoin('payment_channels', 'payment_channels.id', 'deposits.channel_id')
      .where('deposits.merchant_id', '=', merchantId);
    if (query.status) select = select.where('deposits.status', '=', query.status);
    if (query.memberId) select = select.where('deposits.member_id', '=', query.memberId);
    if (query.q) {
      const q = query.q;
      select = select.where((eb) => eb.or([eb('deposits.reference', '=', q), eb('members.username', '=', q.toLowerCase())]));
    }
    return select;
  };
  const [rows, count] = await Promise.all([
    base()
      .select(depositColumns)
      .orderBy('deposits.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type BrandDepositRow = Awaited<ReturnType<typeof listBrandDeposits>>['rows'][number];

export function findBrandDeposit(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .innerJoin('payment_channels', 'payment_channels.id', 'deposits.channel_id')
    .select(depositColumns)
    .where('deposits.merchant_id', '=', merchantId)
    .where('deposits.id', '=', id)
    .executeTakeFirst();
}

/** Every callback delivery the gateway made for a deposit (verified ones: their nonce was recorded). */
export function callbacksOf(db: Executor, gateway: string, reference: string) {
  return db
    .selectFrom('gateway_callbacks')
    .select(['nonce', 'received_at'])
    .where('gateway', '=', gateway)
    .where('reference', '=', reference)
    .orderBy('received_at')
    .execute();
}

/** What the platform recorded about a deposit: credited, refused callbacks, late callbacks, manual credit. */
export function depositHistory(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'detail', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('subject_type', '=', 'deposit')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();
}
