import type { AppContext } from '../../app-context';
import { creditPoints, insertPointsEntry, insertPointsReward, type NewPointsReward } from './points.repository';

/** Setting up a brand's points mall: catalogue entries and points granted by the brand. */

export const addPointsReward = (ctx: AppContext, reward: Omit<NewPointsReward, 'now'>): Promise<number> =>
  insertPointsReward(ctx.db, { ...reward, now: ctx.clock.now() });

/** Points the brand gives a member (a welcome gift, a goodwill gesture), written as a GRANT entry. */
export async function grantPoints(
  ctx: AppContext,
  grant: { merchantId: number; memberId: number; points: number; reference: string; remark: string },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const balance = await creditPoints(tx, grant.merchantId, grant.memberId, grant.points, now);
    await insertPointsEntry(tx, { ...grant, type: 'GRANT', name: grant.remark, changed: grant.points, balanceAfter: balance, now });
  });
}
