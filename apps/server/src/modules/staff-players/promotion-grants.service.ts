import type { ManualGrantRequest, ManualGrantValue } from '@panalo/contract/rewards';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { sha256 } from '../../lib/tokens';
import { assertGrantFits, grantReward, grantTarget } from '../rewards/promotion-grants';
import { approvalIdByReference } from './approvals.repository';
import { openRequest } from './four-eyes.service';

/**
 * A manual grant from a MANUAL promotion (the back office's grant form, the operator API). At or
 * below the brand's four-eyes amount (settings.fourEyes.amount) the reward waits in the member's
 * reward centre at once; above it, the grant is a four-eyes request (PROMOTION_GRANT) that a
 * second staff member approves before any reward exists. Either way the promotion's budget and
 * the member's cap hold (rewards/promotion-grants.ts), and the Idempotency-Key makes a repeated
 * call the same grant or the same request.
 */
export async function grantFromPromotion(
  ctx: AppContext,
  caller: Caller,
  input: { promotionId: number; form: ManualGrantRequest; key: string },
): Promise<ManualGrantValue> {
  const { merchant, session, client } = caller;
  const { promotionId, form } = input;
  const target = await grantTarget(ctx.db, merchant.id, promotionId, form);
  const now = ctx.clock.now();
  const reason = form.note.trim() || target.title;
  if (form.amount > merchant.settings.fourEyes.amount) {
    const reference = `GR${sha256(`${merchant.id}:${input.key}`).slice(0, 30)}`;
    const asked = await approvalIdByReference(ctx.db, merchant.id, reference);
    if (asked !== undefined) return { granted: false, approvalId: asked };
    // Refused now what could never be granted, before a second staff member is asked (the approval checks again).
    await assertGrantFits(ctx.db, target.promotion, target.memberId, form.amount, now);
    const approval = await openRequest(ctx, caller, {
      kind: 'PROMOTION_GRANT',
      memberId: target.memberId,
      depositId: null,
      promotionId,
      amount: form.amount,
      reason,
      reference,
      audit: {
        action: 'promotion.grant_requested',
        subjectType: 'member',
        subjectId: target.memberId,
        ip: client.ip,
        actor: session.memberId,
      },
    });
    return { granted: false, approvalId: approval.id };
  }
  const rewardId = await ctx.db.transaction().execute(async (tx) => {
    const id = await grantReward(tx, {
      merchantId: merchant.id,
      promotionId,
      memberId: target.memberId,
      amount: form.amount,
      periodKey: `grant:${input.key}`,
      now,
    });
    if (id !== null)
      await appendAudit(tx, {
        merchantId: merchant.id,
        actorMemberId: session.memberId,
        action: 'promotion.manual_grant',
        subjectType: 'reward',
        subjectId: id,
        ip: client.ip,
        detail: { promotionId, memberId: target.memberId, amount: form.amount, note: form.note },
        at: now,
      });
    return id;
  });
  return { granted: rewardId !== null, approvalId: null };
}
