import type { NoticeKind, OperatorWithdrawal, WithdrawalValue } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import type { StoredObject } from '../../adapters/storage/object-storage';
import { AppError } from '../../lib/app-error';
import { MINUTE } from '../../lib/clock';
import { appendAudit } from '../../kernel/audit';
import { withdrawalPaid, withdrawalReleased } from '../ledger/ledger';
import type { Merchant } from '../../kernel/merchant';
import { notify } from '../messages/notices';
import type { Caller } from '../../kernel/caller';
import { toWithdrawalValue } from './withdrawal-view';
import { storeProof } from './receipt.service';
import {
  countInStatus,
  findBrandWithdrawal,
  listBrandWithdrawals,
  paidTotals,
  transitionWithdrawal,
  type BrandWithdrawalQuery,
} from './withdraw-review.repository';

export async function brandWithdrawals(ctx: AppContext, merchant: Merchant, query: BrandWithdrawalQuery) {
  const { rows, total } = await listBrandWithdrawals(ctx.db, merchant.id, query);
  const now = ctx.clock.now();
  const list: OperatorWithdrawal[] = rows.map((row) => ({
    ...toWithdrawalValue(row, now, 'operator'),
    account: row.username,
    hasPayoutProof: row.payout_proof !== null,
  }));
  return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
}

export type Decision = 'approve' | 'reject' | 'paid';

export interface WithdrawalDecision {
  id: number;
  decision: Decision;
  reason: string | undefined;
  /** Marking paid: the payout's screenshot (base64 JPEG or PNG). */
  proof?: string;
}

/** Which states each decision starts from, where it leads, and what the member is told. */
const DECISIONS: Record<Decision, { from: readonly string[]; to: string; notice: NoticeKind }> = {
  approve: { from: ['PENDING'], to: 'APPROVED', notice: 'WITHDRAW_APPROVED' },
  reject: { from: ['PENDING', 'APPROVED'], to: 'REJECTED', notice: 'WITHDRAW_REJECTED' },
  paid: { from: ['APPROVED'], to: 'PAID', notice: 'WITHDRAW_PAID' },
};

/**
 * An operator's decision on a withdrawal of their brand, applied once: approve (no money moves),
 * reject (the held amount goes back to the main wallet) or paid (the held amount leaves, and the
 * member has the brand's receipt minutes to confirm it arrived). The state change, the posting,
 * the audit entry and the member's notice commit together; a second decision gets ALREADY_PROCESSED,
 * and marking paid a withdrawal not yet approved gets WITHDRAWAL_NOT_APPROVED.
 */
export async function decideWithdrawal(ctx: AppContext, caller: Caller, input: WithdrawalDecision): Promise<WithdrawalValue> {
  const { merchant, session: operator, client } = caller;
  const { id, decision, reason } = input;
  const rule = DECISIONS[decision];
  // Stored before the money transaction (no outside I/O inside one); a refused decision leaves an unused file.
  const proofKey = decision === 'paid' && input.proof ? await storeProof(ctx, merchant.id, `${id}`, input.proof, 'withdraw-payouts') : null;
  const now = ctx.clock.now();
  const note: Record<string, string> = reason ? { reason } : {};
  const set =
    decision === 'paid'
      ? {
          paid_at: now,
          receipt_status: 'AWAITING',
          receipt_deadline: now + merchant.settings.wallet.receiptMinutes * MINUTE,
          payout_proof: proofKey,
          ...note,
        }
      : { decided_by: operator.memberId, decided_at: now, reason: reason ?? null };
  const row = await ctx.money.run(async (work) => {
    const row = await transitionWithdrawal(work.tx, {
      id,
      merchantId: merchant.id,
      from: rule.from,
      set: { status: rule.to, updated_at: now, ...set },
    });
    if (!row) return null;
    const money = {
      book: { merchantId: row.merchant_id, currency: row.currency },
      memberId: row.member_id,
      amount: row.amount,
      reference: row.reference,
      now,
    };
    if (decision === 'reject') await withdrawalReleased(work, { ...money, detail: reason ?? null });
    if (decision === 'paid') await withdrawalPaid(work, money);
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: operator.memberId,
      action: `withdraw.${decision}`,
      subjectType: 'withdrawal',
      subjectId: row.id,
      ip: client.ip,
      detail: { reference: row.reference, amount: row.amount, ...note },
      at: now,
    });
    await notify(ctx, work, {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      kind: rule.notice,
      params: { amount: row.amount, reference: row.reference, ...note },
    });
    return row;
  });
  if (row) return toWithdrawalValue(row, now, 'operator');
  const current = await findBrandWithdrawal(ctx.db, merchant.id, id);
  if (!current) throw new AppError('RECORD_NOT_FOUND');
  // Paying comes after approving: a step taken too early is not a step already taken.
  if (decision === 'paid' && current.status === 'PENDING') throw new AppError('WITHDRAWAL_NOT_APPROVED');
  throw new AppError('ALREADY_PROCESSED');
}

/** The screenshot a member sent with a partial or missing receipt, or (`payout`) the one staff attached when paying. */
export async function receiptProof(
  ctx: AppContext,
  merchant: Merchant,
  id: number,
  which: 'receipt' | 'payout' = 'receipt',
): Promise<StoredObject> {
  const row = await findBrandWithdrawal(ctx.db, merchant.id, id);
  const key = which === 'payout' ? row?.payout_proof : row?.receipt_proof;
  const proof = key ? await ctx.storage.get(key) : null;
  if (!proof) throw new AppError('RECORD_NOT_FOUND');
  return proof;
}

/** Withdrawals paid since a moment, and the two queues: to approve (PENDING) and to pay (APPROVED). */
export async function withdrawalFigures(ctx: AppContext, merchantId: number, since: { today: number; week: number }) {
  return {
    today: await paidTotals(ctx.db, merchantId, since.today),
    week: await paidTotals(ctx.db, merchantId, since.week),
    toApprove: await countInStatus(ctx.db, merchantId, 'PENDING'),
    toPay: await countInStatus(ctx.db, merchantId, 'APPROVED'),
  };
}
