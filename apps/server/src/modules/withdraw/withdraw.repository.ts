import type { KycStatus } from '@panalo/contract/kyc';
import type { Executor } from '../../db/executor';
import type { WithdrawalRow } from '../../db/schema-wallet';

export interface NewWithdrawal {
  merchantId: number;
  memberId: number;
  reference: string;
  amount: number;
  currency: string;
  payoutAccountId: number;
  payoutLabel: string;
  now: number;
}

export async function insertWithdrawal(db: Executor, withdrawal: NewWithdrawal): Promise<WithdrawalRow> {
  return db
    .insertInto('withdrawals')
    .values({
      merchant_id: withdrawal.merchantId,
      member_id: withdrawal.memberId,
      reference: withdrawal.reference,
      amount: withdrawal.amount,
      currency: withdrawal.currency,
      payout_account_id: withdrawal.payoutAccountId,
      payout_label: withdrawal.payoutLabel,
      status: 'PENDING',
      created_at: withdrawal.now,
      updated_at: withdrawal.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Withdrawals the member asked for since `since` that were not rejected (rejected ones give the day's turn back). */
export async function countWithdrawalsSince(db: Executor, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('status', '<>', 'REJECTED')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findMemberWithdrawal(db: Executor, memberId: number, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function listMemberWithdrawals(db: Executor, memberId: number, page: { pageNo: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export interface ReceiptAnswer {
  status: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
  receivedAmount: number;
  proofKey: string | null;
}

/** Records the member's answer while the receipt is still awaited; null when it no longer is. */
export async function answerReceipt(db: Executor, memberId: number, id: number, answer: ReceiptAnswer, now: number) {
  return db
    .updateTable('withdrawals')
    .set({
      receipt_status: answer.status,
      received_amount: answer.receivedAmount,
      receipt_proof: answer.proofKey,
      receipt_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'PAID')
    .where('receipt_status', '=', 'AWAITING')
    .where('receipt_deadline', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Paid withdrawals whose receipt was not answered in time. */
export async function overdueReceipts(db: Executor, now: number, limit: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'merchant_id', 'member_id', 'amount', 'receipt_deadline'])
    .where('receipt_status', '=', 'AWAITING')
    .where('receipt_deadline', '<=', now)
    .orderBy('receipt_deadline')
    .limit(limit)
    .execute();
}

/** An unanswered receipt counts as received in full, as of its deadline; false when it was answered meanwhile. */
export async function autoReceive(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set((eb) => ({
      receipt_status: 'AUTO_RECEIVED',
      received_amount: eb.ref('amount'),
      receipt_at: eb.ref('receipt_deadline'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('receipt_status', '=', 'AWAITING')
    .where('receipt_deadline', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** N none, P submitted, A approved, R rejected (the KYC module keeps it). */
export async function kycStatusOf(db: Executor, memberId: number): Promise<KycStatus> {
  const row = await db.selectFrom('members').select('kyc_status').where('id', '=', memberId).executeTakeFirst();
  return row?.kyc_status ?? 'N';
}
