import type { RedeemQueueValue, RedeemValue } from '@panalo/contract/points';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { bonusCredited } from '../ledger/ledger';
import { bookOf } from '../wallet/wallet.service';
import { insertPointsEntry, returnStock, settleHeld } from './points.repository';
import { decideRedeem, findRedeem, redeemQueue } from './points-redeems.repository';
import { toRedeemValue } from './points.service';

/** Staff's side of the points mall: the queue of redeems In Process, and approving or rejecting one. */

export async function pendingRedeems(ctx: AppContext, caller: Caller): Promise<RedeemQueueValue> {
  const rows = await redeemQueue(ctx.db, caller.merchant.id);
  return { list: rows.map((row) => ({ ...toRedeemValue(row), memberId: row.member_id, username: row.username })) };
}

/**
 * One decision per redeem (REDEEM_ALREADY_DECIDED after), in one money transaction. Approving
 * spends the held points and pays a cash voucher into the main wallet; rejecting gives the points
 * and the stock back, with the reason as the remark the member reads.
 */
export async function decidePointsRedeem(
  ctx: AppContext,
  caller: Caller,
  id: number,
  approve: boolean,
  reason: string,
): Promise<RedeemValue> {
  const { merchant } = caller;
  const row = await findRedeem(ctx.db, merchant.id, id);
  if (!row) throw new AppError('REDEEM_NOT_FOUND');
  const points = Number(row.points);
  await ctx.money.run(async (work) => {
    const now = ctx.clock.now();
    const status = approve ? 'APPROVED' : 'REJECTED';
    if (!(await decideRedeem(work.tx, id, { status, remark: reason, staffId: caller.session.memberId, now })))
      throw new AppError('REDEEM_ALREADY_DECIDED');
    const balance = await settleHeld(work.tx, row.member_id, points, !approve, now);
    const money = { book: bookOf(merchant), memberId: row.member_id, amount: Number(row.amount), reference: row.reference, now };
    if (approve && row.kind === 'CASH' && money.amount > 0) await bonusCredited(work, { ...money, detail: row.name });
    if (!approve) {
      await returnStock(work.tx, row.reward_id, row.quantity);
      await insertPointsEntry(work.tx, {
        merchantId: merchant.id,
        memberId: row.member_id,
        type: 'REDEEM_RETURN',
        reference: row.reference,
        redeemId: row.id,
        name: row.name,
        changed: points,
        balanceAfter: balance,
        remark: reason,
        now,
      });
    }
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: caller.session.memberId,
      action: approve ? 'points.redeem_approved' : 'points.redeem_rejected',
      subjectType: 'points_redeem',
      subjectId: id,
      ip: caller.client.ip,
      detail: { memberId: row.member_id, points, amount: Number(row.amount), reason },
      at: now,
    });
  });
  const decided = await findRedeem(ctx.db, merchant.id, id);
  if (!decided) throw new AppError('REDEEM_NOT_FOUND');
  return toRedeemValue(decided);
}
