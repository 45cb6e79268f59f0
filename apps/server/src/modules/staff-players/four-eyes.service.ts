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
import { definitionOf } from '../rewards/promotion-rules';
import { grantReward } from '../rewards/promotion-grants';
import { assertMayDecide } from '../staff/four-eyes-policy';
import {
  approvalIdByReference,
  decideApproval,
  findApproval,
  insertApproval,
  listApprovals,
  pendingForDeposit,
  type ApprovalRow,
} from './approvals.repository';

/**
 * Four eyes: money that a staff member moves by hand (a balance adjustment, the credit of a
 * deposit paid outside the gateway, a promotion grant above the brand's four-eyes amount) is first
 * a request; a second staff member approves it, and only then does the money move. One mechanism
 * for every kind, so the rule is kept in one place: who may decide is assertMayDecide's (never the
 * requester, nor one the requester created or promoted or was created or promoted by, nor a new or
 * unconfirmed account), and a request takes effect at most once.
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
  promotionId: row.promotion_id,
  promotionTitle: row.promotion_definition === null ? null : definitionOf(row.promotion_definition).title.EN,
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
  promotionId?: number;
  amount: number;
  reason: string;
  /** The ledger or reward reference the request will carry; a new one unless the request has its own (a grant's). */
  reference?: string;
  audit: { action: string; subjectType: string; subjectId: number; ip: string | null; actor: number };
}

/** Opens a request; asked again with the same reference, it answers the request already open. */
export async function openRequest(ctx: AppContext, { merchant }: Caller, request: NewRequest): Promise<ApprovalValue> {
  const now = ctx.clock.now();
  const reference = request.reference ?? `AJ${readableCode(14)}`;
  const id = await ctx.db.transaction().execute(async (tx) => {
    const id = await insertApproval(tx, {
      merchant_id: merchant.id,
      kind: request.kind,
      member_id: request.memberId,
      deposit_id: request.depositId,
      promotion_id: request.promotionId ?? null,
      amount: request.amount,
      reason: request.reason,
      reference,
      status: 'PENDING',
      requested_by: request.audit.actor,
      requested_at: now,
    });
    if (id === null) return (await approvalIdByReference(tx, merchant.id, reference))!;
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
 * (ALREADY_PROCESSED), or a grant over the promotion's budget or cap, leaves the request PENDING.
 * Who may decide at all is assertMayDecide's (FOUR_EYES_OWN_REQUEST, FOUR_EYES_RELATED_STAFF,
 * STAFF_NOT_CONFIRMED, FOUR_EYES_NEW_ACCOUNT).
 */
export async function decideRequest(
  ctx: AppContext,
  caller: Caller,
  input: { id: number; decision: 'approve' | 'reject'; note: string | null },
): Promise<ApprovalValue> {
  const { merchant, session, client } = caller;
  const request = await findApproval(ctx.db, merchant.id, input.id);
  if (!request) throw new AppError('RECORD_NOT_FOUND');
  const now = ctx.clock.now();
  await assertMayDecide(ctx.db, { merchant, deciderId: session.memberId, requesterId: request.requested_by, now });
  const status = input.decision === 'approve' ? 'APPROVED' : 'REJECTED';
  // Read before the money transaction (ctx.db is not used inside one); its credit re-checks the state.
  const deposit = request.deposit_id === null ? undefined : await findDepositOfBrand(ctx, merchant.id, request.deposit_id);
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
        promotionId: request.promotion_id,
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
  if (request.kind === 'PROMOTION_GRANT') {
    // The reward waits in the member's reward centre, within the promotion's budget and cap as they
    // stand now (checked under the promotion's lock): over either, the request stays waiting.
    const rewardId = await grantReward(work.tx, {
      merchantId: merchant.id,
      promotionId: request.promotion_id ?? 0,
      memberId: request.member_id,
      amount,
      periodKey: `grant:${request.reference}`,
      now,
    });
    if (rewardId === null) throw new AppError('ALREADY_PROCESSED');
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
