import type { KycImageSide, KycStatus, OperatorKycQuery, OperatorKycValue } from '@panalo/contract/kyc';
import type { AppContext } from '../../app-context';
import type { StoredObject } from '../../adapters/storage/object-storage';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import type { Caller } from '../../kernel/caller';
import { readIdImage } from './kyc-images';
import { countKycToReview, findKycMember, findKycProfile, listKycSubmissions, moveKycStatus, recordReview } from './kyc.repository';
import { toOperatorKyc } from './kyc-view';

export type KycDecision = 'approve' | 'reject';

export interface KycDecisionInput {
  memberId: number;
  decision: KycDecision;
  reason: string | undefined;
}

/**
 * Which states a decision starts from. Approval needs a submission waiting for review; a
 * rejection may also withdraw an approval (staff found the documents false later). A rejected
 * member can submit again.
 */
const DECISIONS: Record<KycDecision, { from: readonly KycStatus[]; to: KycStatus }> = {
  approve: { from: ['P'], to: 'A' },
  reject: { from: ['P', 'A'], to: 'R' },
};

async function submissionOf(ctx: AppContext, merchant: Merchant, memberId: number) {
  const member = await findKycMember(ctx.db, merchant.id, memberId);
  const profile = member ? await findKycProfile(ctx.db, memberId) : undefined;
  if (!member || !profile) throw new AppError('RECORD_NOT_FOUND');
  return { member, profile };
}

/** An operator's decision on a member of their brand, applied once, with its audit entry. */
export async function decideKyc(ctx: AppContext, caller: Caller, input: KycDecisionInput): Promise<OperatorKycValue> {
  const { merchant, session: operator, client } = caller;
  const { memberId, decision, reason } = input;
  const { member } = await submissionOf(ctx, merchant, memberId);
  // Personal info alone, with no images yet, is not a submission to decide on.
  if (member.kyc_status === 'N') throw new AppError('RECORD_NOT_FOUND');
  const note = reason?.trim() || null;
  if (decision === 'reject' && !note) throw new AppError('REQUIRED_FIELDS_MISSING', { fields: { reason: 'required' } });
  const rule = DECISIONS[decision];
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction().execute(async (tx) => {
    if (!(await moveKycStatus(tx, { memberId, merchantId: merchant.id, from: rule.from, to: rule.to, now }))) return false;
    await recordReview(tx, memberId, { by: operator.memberId, at: now, reason: decision === 'reject' ? note : null });
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: operator.memberId,
      action: `kyc.${decision === 'approve' ? 'approved' : 'rejected'}`,
      subjectType: 'member',
      subjectId: memberId,
      ip: client.ip,
      detail: { from: member.kyc_status, to: rule.to, ...(note ? { reason: note } : {}) },
      at: now,
    });
    return true;
  });
  if (!moved) throw new AppError('ALREADY_PROCESSED');
  return operatorKyc(ctx, merchant, memberId);
}

export async function operatorKyc(ctx: AppContext, merchant: Merchant, memberId: number): Promise<OperatorKycValue> {
  const { member, profile } = await submissionOf(ctx, merchant, memberId);
  return toOperatorKyc(member, profile);
}

export async function brandKycSubmissions(ctx: AppContext, merchant: Merchant, query: OperatorKycQuery) {
  const { rows, total } = await listKycSubmissions(ctx.db, merchant.id, query.status, query);
  const list = rows.map((row) => toOperatorKyc({ id: row.member_id, username: row.username, kyc_status: row.kyc_status }, row));
  return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
}

/** One ID image for staff; each view is audited, since the images are personal data. */
export async function kycImage(ctx: AppContext, caller: Caller, input: { memberId: number; side: KycImageSide }): Promise<StoredObject> {
  const { merchant, session: operator, client } = caller;
  const { memberId, side } = input;
  const { profile } = await submissionOf(ctx, merchant, memberId);
  const key = { front: profile.id_front_key, back: profile.id_back_key, selfie: profile.selfie_key }[side];
  const image = await readIdImage(ctx, key);
  if (!image) throw new AppError('RECORD_NOT_FOUND');
  await appendAudit(ctx.db, {
    merchantId: merchant.id,
    actorMemberId: operator.memberId,
    action: 'kyc.image_viewed',
    subjectType: 'member',
    subjectId: memberId,
    ip: client.ip,
    detail: { side },
    at: ctx.clock.now(),
  });
  return image;
}

/** How many submissions wait for a review (the back office's dashboard). */
export const kycToReview = (ctx: AppContext, merchantId: number): Promise<number> => countKycToReview(ctx.db, merchantId);
