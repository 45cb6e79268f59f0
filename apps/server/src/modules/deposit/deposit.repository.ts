import type { Executor } from '../../db/executor';

export async function enabledChannels(db: Executor, merchantId: number) {
  return db
    .selectFrom('payment_channels')
    .select(['id', 'code', 'name', 'kind', 'gateway', 'min_amount', 'max_amount'])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findEnabledChannel(db: Executor, merchantId: number, channelId: number) {
  return db
    .selectFrom('payment_channels')
    .select(['id', 'code', 'name', 'kind', 'gateway', 'min_amount', 'max_amount'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', channelId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

export interface NewDeposit {
  merchantId: number;
  memberId: number;
  channelId: number;
  reference: string;
  amount: number;
  currency: string;
  gateway: string;
  gatewayReference: string;
  payUrl: string;
  now: number;
  expiresAt: number;
}

export async function insertDeposit(db: Executor, deposit: NewDeposit): Promise<number> {
  const row = await db
    .insertInto('deposits')
    .values({
      merchant_id: deposit.merchantId,
      member_id: deposit.memberId,
      channel_id: deposit.channelId,
      reference: deposit.reference,
      amount: deposit.amount,
      currency: deposit.currency,
      gateway: deposit.gateway,
      gateway_reference: deposit.gatewayReference,
      pay_url: deposit.payUrl,
      status: 'PENDING',
      failure_reason: null,
      created_at: deposit.now,
      updated_at: deposit.now,
      settled_at: null,
      expires_at: deposit.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A deposit with its channel's name, as the member and the hosted page see it. */
function depositsWithChannel(db: Executor) {
  return db
    .selectFrom('deposits')
    .innerJoin('payment_channels', 'payment_channels.id', 'deposits.channel_id')
    .select([
      'deposits.id',
      'deposits.merchant_id',
      'deposits.member_id',
      'deposits.reference',
      'deposits.amount',
      'deposits.currency',
      'deposits.gateway',
      'deposits.gateway_reference',
      'deposits.pay_url',
      'deposits.status',
      'deposits.created_at',
      'deposits.settled_at',
      'deposits.expires_at',
      'payment_channels.name as channel_name',
    ]);
}
export type DepositView = NonNullable<Awaited<ReturnType<typeof findDepositByReference>>>;

export async function findDepositByReference(db: Executor, reference: string) {
  return depositsWithChannel(db).where('deposits.reference', '=', reference).executeTakeFirst();
}

export async function findMemberDeposit(db: Executor, memberId: number, id: number) {
  return depositsWithChannel(db).where('deposits.member_id', '=', memberId).where('deposits.id', '=', id).executeTakeFirst();
}

/** A page of the member's deposits, newest first, with the total for the pager. */
export async function memberDepositPage(db: Executor, memberId: number, page: { pageNo: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    depositsWithChannel(db)
      .where('deposits.member_id', '=', memberId)
      .orderBy('deposits.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function depositStatus(db: Executor, id: number): Promise<string> {
  const row = await db.selectFrom('deposits').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

/**
 * Moves a deposit found in one of the `from` states to its final state. The WHERE on the status is
 * the guard that makes a deposit settle once, whatever the number or order of callbacks, member
 * cancels and expiry sweeps: only one update finds it in a `from` state (on PostgreSQL an update
 * that waited for another's row lock checks the WHERE again on the row that one left).
 */
export async function settleDeposit(
  db: Executor,
  change: {
    id: number;
    from: readonly string[];
    status: 'CREDITED' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
    failureReason: string | null;
    now: number;
    memberId?: number;
    /** Not a deposit closed for this reason (a break's: its late money is refunded, never credited). */
    exceptReason?: string;
  },
): Promise<boolean> {
  let update = db
    .updateTable('deposits')
    .set({ status: change.status, failure_reason: change.failureReason, settled_at: change.now, updated_at: change.now })
    .where('id', '=', change.id)
    .where('status', 'in', change.from);
  if (change.memberId !== undefined) update = update.where('member_id', '=', change.memberId);
  if (change.status === 'EXPIRED') update = update.where('expires_at', '<=', change.now);
  const except = change.exceptReason;
  if (except !== undefined) update = update.where((eb) => eb.or([eb('failure_reason', 'is', null), eb('failure_reason', '!=', except)]));
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Why a deposit was closed when its member took a time-out or self-exclusion (docs/payments.md). */
export const BREAK_REASON = 'BREAK';

/**
 * Cancels every pending deposit of a member in one statement (a break's): each row is taken by the
 * same `status = 'PENDING'` guard as a callback's, so of a break and a callback racing on a
 * deposit exactly one moves it. Answers the deposits it cancelled.
 */
export async function cancelPendingForBreak(db: Executor, memberId: number, now: number) {
  return db
    .updateTable('deposits')
    .set({ status: 'CANCELLED', failure_reason: BREAK_REASON, settled_at: now, updated_at: now })
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .returning(['id', 'merchant_id', 'member_id', 'amount', 'created_at', 'reference', 'gateway', 'gateway_reference'])
    .execute();
}

/**
 * A deposit a break cancelled was paid after all: the money is the payer's to get back, not the
 * wallet's. CANCELLED (for a break) → REFUND_DUE, once; false when it is not such a deposit.
 */
export async function markRefundDue(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('deposits')
    .set({ status: 'REFUND_DUE', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'CANCELLED')
    .where('failure_reason', '=', BREAK_REASON)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending deposits past their expiry time, oldest first: the sweep's work list. */
export async function overdueDeposits(db: Executor, now: number, limit: number) {
  return depositsWithChannel(db)
    .where('deposits.status', '=', 'PENDING')
    .where('deposits.expires_at', '<=', now)
    .orderBy('deposits.expires_at')
    .limit(limit)
    .execute();
}

/** Remembers a callback's nonce; false when the gateway already used it (a replay). */
export async function recordCallbackNonce(
  db: Executor,
  callback: { gateway: string; nonce: string; reference: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('gateway_callbacks')
    .values({ gateway: callback.gateway, nonce: callback.nonce, reference: callback.reference, received_at: callback.now })
    .onConflict((conflict) => conflict.columns(['gateway', 'nonce']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deposits credited since a moment: how many, and the amount (minor units). */
export async function creditedTotals(db: Executor, merchantId: number, since: number): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('amount').as('amount')])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'CREDITED')
    .where('settled_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: Number(row.amount ?? 0) };
}
