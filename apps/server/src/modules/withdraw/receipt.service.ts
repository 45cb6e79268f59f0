import type { ReceiptRequest, WithdrawalValue } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { checkBase64Image } from '../../adapters/storage/image-upload';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { answerReceipt, autoReceive, findMemberWithdrawal, overdueReceipts, type ReceiptAnswer } from './withdraw.repository';
import { toWithdrawalValue } from './withdrawal-view';

/** Stores a proof screenshot (the member's receipt, or staff's payout), after checking by its bytes that it is a JPEG or PNG of at most 5 MB. */
export async function storeProof(
  ctx: AppContext,
  merchantId: number,
  reference: string,
  proof: string,
  folder = 'withdraw-receipts',
): Promise<string> {
  const image = await checkBase64Image(proof);
  const key = `${folder}/${merchantId}/${reference}-${randomId(6).replace(/[^a-z0-9]/gi, '')}.${image.extension}`;
  await ctx.storage.put(key, image.bytes, image.contentType);
  return key;
}

/**
 * The member's answer to a paid withdrawal: received, received in part (how much), or not
 * received (with a screenshot as proof, for staff to look into). Only while the receipt is
 * awaited: past its deadline it already counts as received.
 */
export async function confirmReceipt(ctx: AppContext, caller: Caller, id: number, input: ReceiptRequest): Promise<WithdrawalValue> {
  const { session, client } = caller;
  const row = await findMemberWithdrawal(ctx.db, session.memberId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const awaiting = row.status === 'PAID' && row.receipt_status === 'AWAITING' && (row.receipt_deadline ?? 0) > ctx.clock.now();
  if (!awaiting) throw new AppError('ALREADY_PROCESSED');

  let receivedAmount = row.amount;
  if (input.outcome === 'PARTIAL') {
    receivedAmount = input.receivedAmount ?? 0;
    if (receivedAmount <= 0 || receivedAmount >= row.amount) throw new AppError('AMOUNT_OUT_OF_RANGE');
  }
  if (input.outcome === 'NOT_RECEIVED') {
    receivedAmount = 0;
    if (!input.proof) throw new AppError('PROOF_REQUIRED');
  }
  // A partial receipt may carry proof too; a full one needs none.
  const proofKey = input.proof && input.outcome !== 'RECEIVED' ? await storeProof(ctx, row.merchant_id, row.reference, input.proof) : null;

  const answer: ReceiptAnswer = { status: input.outcome, receivedAmount, proofKey };
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction().execute(async (tx) => {
    const updated = await answerReceipt(tx, session.memberId, id, answer, now);
    if (!updated) return null;
    await appendAudit(tx, {
      merchantId: row.merchant_id,
      actorMemberId: session.memberId,
      action: 'withdraw.receipt_answered',
      subjectType: 'withdrawal',
      subjectId: id,
      ip: client.ip,
      detail: { outcome: input.outcome, receivedAmount, proof: proofKey },
      at: now,
    });
    return updated;
  });
  if (!updated) {
    // Answered twice at once, or the deadline passed meanwhile: the stored proof belongs to nothing.
    if (proofKey) await ctx.storage.delete(proofKey).catch(() => undefined);
    throw new AppError('ALREADY_PROCESSED');
  }
  return toWithdrawalValue(updated, now, 'member');
}

/**
 * Receipts not answered within the brand's minutes count as received in full. Answers already
 * say so as soon as the deadline passes; this writes it down (and audits it). Runs every minute.
 */
export async function closeOverdueReceipts(ctx: AppContext, batch = 500): Promise<number> {
  const now = ctx.clock.now();
  let closed = 0;
  for (const row of await overdueReceipts(ctx.db, now, batch)) {
    await ctx.db.transaction().execute(async (tx) => {
      if (!(await autoReceive(tx, row.id, now))) return;
      await appendAudit(tx, {
        merchantId: row.merchant_id,
        actorMemberId: null,
        action: 'withdraw.receipt_auto_received',
        subjectType: 'withdrawal',
        subjectId: row.id,
        ip: null,
        detail: { amount: row.amount, deadline: row.receipt_deadline },
        at: now,
      });
      closed++;
    });
  }
  return closed;
}
