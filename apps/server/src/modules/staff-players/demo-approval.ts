import type { AppContext } from '../../app-context';
import { readableCode } from '../../lib/tokens';
import { insertApproval } from './approvals.repository';

/** The demo's one waiting four-eyes request, so the approval queue has something to show from the start. */
export async function seedDemoApproval(ctx: AppContext, input: { merchantId: number; memberId: number; requestedBy: number }) {
  await insertApproval(ctx.db, {
    merchant_id: input.merchantId,
    kind: 'BALANCE_ADJUSTMENT',
    member_id: input.memberId,
    deposit_id: null,
    amount: 10_000,
    reason: 'Goodwill: a game round lost to a dropped connection',
    reference: `AJ${readableCode(14)}`,
    status: 'PENDING',
    requested_by: input.requestedBy,
    requested_at: ctx.clock.now(),
  });
}
