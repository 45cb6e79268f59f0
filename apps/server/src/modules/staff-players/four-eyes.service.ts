import type { AdjustmentRequest, ApprovalValue } from '@panalo/contract/staff-players';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { appendAudit } from '../../kernel/audit';
import { AppError } from '../../lib/app-error';
import { readableCode } from '../../lib/tokens';
import { balanceAdjusted } from '../ledger/ledger';
import { bookOf } from '../wallet/wallet.service';
import { creditDepositManually, findDepositOfBrand, MANUALLY_CREDITABLE } from '../deposit/deposit-review.service';
import { findPlayer } from './players.repository';
import { decideApproval, findApproval, insertApproval, listApprovals, pendingForDeposit, type ApprovalRow } from './approvals.repository';

/**
 * Four eyes: money that a staff member moves by hand (a balance adjustment, the credit of a
 * deposit paid outside the gateway) is first a request; a second staff member approves it, and
 * only then does the ledger move. One mechanism for both kinds, so the rule is kept in one place:
 * the requester can never approve their own request, and a request takes effect at most once.
 */

export const toApprovalValue = (row: ApprovalRow): ApprovalValue => ({
  id: row.id,
  kind: row.kind as ApprovalValue['kind'],
  status: row.status as ApprovalValue['status'],
  memberId: row.member_id,
  account: row.account,
  amount: Number(row.amount),
  reason: row.reason,
  depositReference: row.deposit_reference,
  requestedBy: row.requester,
  requestedAt: Number(row.requested_at),
  decidedBy: row.decider,
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  note: row.note,
});

async function approvalOf(ctx: AppContext, merchantId: number, id: number): Promise<ApprovalValue> {
  const row = await findApproval(ctx.db, merchantId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toApprovalValue(row);
}

/** Asks for a manual adjustment of a player's main wallet; nothing moves until a second staff member approves. */
export async function requestAdjustment(ctx: AppContext, caller: Caller, memberId: number, form: AdjustmentRequest) {
  const { merchant, session, client } = caller;
  const player = await findPlayer(ctx.db, merchant.id, memberId);
  if (!player) throw new AppError('RECORD_NOT_FOUND');
  return openRequest(ctx, caller, {
    kind: 'BALANCE_ADJUSTMENT',
    memberId,
    depositId: null,
    amount: form.amount,
    reason: form.reason,
    audit: { action: 'player.adjustment_requested', subjectType: 'member', subjectId: memberId, ip: client.ip, actor: session.memberId },
  });
}

/** Asks for the manual credit of a deposit whose money arrived outside the gateway's confirmation. */
export async function requestDepositCredit(ctx: AppContext, caller: Caller, depositId: number, reason: string) {
  const deposit = await findDepositOfBrand(ctx, caller.merchant.id, depositId);
  if (!deposit) throw new AppError('RECORD_NOT_FOUND');
  if (!(MANUALLY_CREDITABLE as readonly string[]).includes(deposit.status)) throw new AppError('ALREADY_PROCESSED');
  if (await pendingForDeposit(ctx.db, depositId)) throw new AppError('ALREADY_PROCESSED');
  return openRequest(ctx, caller, {
    kind: 'DEPOSIT_CREDIT',
    memberId: deposit.member_id,
    depositId,
    amount: Number(deposit.amount),
    reason,
    audit: {
      action: 'deposit.credit_requested',
      subjectType: 'deposit',
      subjectId: depositId,
      ip: caller.client.ip,
      actor: caller.session.memberId,
    },
  });
}

interface NewRequest {
  kind: ApprovalValue['kind'];
  memberId: number;
  depositId: number | null;
  amount: number;
  reason: string;
  audit: { action: string; subjectType: string; subjectId: number; ip: string | null; actor: number };
}

async function openRequest(ctx: AppContext, { merchant }: Caller, request: NewRequest): Promise<ApprovalValue> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const id = await insertApproval(tx, {
      merchant_id: merchant.id,
      kind: request.kind,
      member_id: request.memberId,
      deposit_id: request.depositId,
      amount: request.amount,
      reason: request.reason,
      reference: `AJ${readableCode(14)}`,
      status: 'PENDING',
      requested_by: request.audit.actor,
      requested_at: now,
    });
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: request.audit.actor,
      action: request.audit.action,
      subjectType: request.audit.subjectType,
      subjectId: request.audit.subjectId,
      ip: request.audit.ip,
      detail: { approvalId: id, amount: request.amount, reason: request.reason },
      at: now,
    });
    return id;
  });
  return approvalOf(ctx, merchant.id, id);
}

export async function brandApprovals(ctx: AppContext, merchant: Merchant, query: { status?: string; pageNo: number; pageSize: number }) {
  const { rows, total } = await listApprovals(ctx.db, merchant.id, query);
  return {
    list: rows.map(toApprovalValue),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * A second staff member's decision. Approving moves the money in the same transaction as the
 * decision, so either both commit or neither: an adjustment that would take the wallet below
 * zero (INSUFFICIENT_BALANCE), or a deposit that a gateway callback credited meanwhile
 * (ALREADY_PROCESSED), leaves the request PENDING. The requester gets FOUR_EYES_OWN_REQUEST.
 */
export async function decideRequest(
  ctx: AppContext,
  caller: Caller,
  input: { id: number; decision: 'approve' | 'reject'; note: string | null },
): Promise<ApprovalValue> {
  const { merchant, session, client } = caller;
  const request = await findApproval(ctx.db, merchant.id, input.id);
  if (!request) throw new AppError('RECORD_NOT_FOUND');
  if (request.requested_by === session.memberId) throw new AppError('FOUR_EYES_OWN_REQUEST');
  const status = input.decision === 'approve' ? 'APPROVED' : 'REJECTED';
  // Read before the money transaction (ctx.db is not used inside one); its credit re-checks the state.
  const deposit = request.deposit_id === null ? undefined : await findDepositOfBrand(ctx, merchant.id, request.deposit_id);
  const now = ctx.clock.now();
  await ctx.money.run(async (work) => {
    const decided = await decideApproval(work.tx, {
      id: request.id,
      merchantId: merchant.id,
      deciderId: session.memberId,
      status,
      note: input.note,
      now,
    });
    if (!decided) throw new AppError('ALREADY_PROCESSED');
    if (status === 'APPROVED') await applyRequest(ctx, work, { merchant, request, deposit, now });
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: `approval.${input.decision}`,
      subjectType: request.kind === 'DEPOSIT_CREDIT' ? 'deposit' : 'member',
      subjectId: request.deposit_id ?? request.member_id,
      ip: client.ip,
      detail: {
        approvalId: request.id,
        kind: request.kind,
        amount: Number(request.amount),
        reference: request.reference,
        note: input.note,
      },
      at: now,
    });
  });
  return approvalOf(ctx, merchant.id, request.id);
}

type DepositOfBrand = Awaited<ReturnType<typeof findDepositOfBrand>>;

async function applyRequest(
  ctx: AppContext,
  work: Work,
  { merchant, request, deposit, now }: { merchant: Merchant; request: ApprovalRow; deposit: DepositOfBrand; now: number },
) {
  const amount = Number(request.amount);
  if (request.kind === 'BALANCE_ADJUSTMENT') {
    await balanceAdjusted(work, {
      book: bookOf(merchant),
      memberId: request.member_id,
      amount: Math.abs(amount),
      direction: amount > 0 ? 'CREDIT' : 'DEBIT',
      reference: request.reference,
      detail: request.reason,
      now,
    });
    return;
  }
  if (!deposit) throw new AppError('RECORD_NOT_FOUND');
  const credited = await creditDepositManually(
    ctx,
    work,
    {
      id: deposit.id,
      merchantId: merchant.id,
      memberId: deposit.member_id,
      amount: Number(deposit.amount),
      currency: deposit.currency,
      reference: deposit.reference,
      channel: deposit.channel_name,
      requestedAt: Number(deposit.created_at),
    },
    now,
  );
  if (!credited) throw new AppError('ALREADY_PROCESSED');
}
