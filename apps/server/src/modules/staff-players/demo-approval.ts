import type { AppContext } from '../../app-context';
import { readableCode } from '../../lib/tokens';
import { insertApproval } from './approvals.repository';

/**
 * The demo's waiting four-eyes requests, so the approval queue has something to show from the
 * start: an adjustment for player1, and a grant from the Welcome gift promotion for member01 above
 * the brand's four-eyes amount (PHP 5,000 by default), both asked by finance1.
 */
export async function seedDemoApproval(
  ctx: AppContext,
  input: { merchantId: number; memberId: number; requestedBy: number; grant: { promotionId: number; memberId: number } },
) {
  const common = { merchant_id: input.merchantId, deposit_id: null, status: 'PENDING', requested_by: input.requestedBy };
  await insertApproval(ctx.db, {
    ...common,
    kind: 'BALANCE_ADJUSTMENT',
    member_id: input.memberId,
    amount: 10_000,
    reason: 'Goodwill: a game round lost to a dropped connection',
    reference: `AJ${readableCode(14)}`,
    requested_at: ctx.clock.now(),
  });
  await insertApproval(ctx.db, {
    ...common,
    kind: 'PROMOTION_GRANT',
    member_id: input.grant.memberId,
    promotion_id: input.grant.promotionId,
    amount: 800_000,
    reason: 'Loyalty: a year of play',
    reference: `GR${readableCode(14)}`,
    requested_at: ctx.clock.now(),
  });
}
