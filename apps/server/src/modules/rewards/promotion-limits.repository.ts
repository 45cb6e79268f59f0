import type { Executor } from '../../db/executor';
import type { PromotionRow } from './rewards.repository';

/* The reads and the lock behind a promotion's budget and per-member cap (the rest is rewards.repository.ts). */

/**
 * Locks the promotion's row for the rest of the caller's transaction and reads it: a no-op update,
 * so on PostgreSQL parallel grants and claims of one promotion queue on the row (every claim's
 * spendBudget updates it too), and the sums read after it see all that committed before. SQLite
 * runs one writing transaction at a time.
 */
export async function lockPromotion(db: Executor, merchantId: number, promotionId: number): Promise<PromotionRow | undefined> {
  return db
    .updateTable('promotions')
    .set((eb) => ({ spent: eb.ref('spent') }))
    .where('merchant_id', '=', merchantId)
    .where('id', '=', promotionId)
    .returning(['id', 'merchant_id', 'kind', 'definition', 'starts_at', 'ends_at', 'budget', 'spent'])
    .executeTakeFirst();
}

/** What the promotion has promised and not yet paid: the rewards waiting in members' reward centres. */
export async function waitingTotal(db: Executor, promotionId: number): Promise<number> {
  const row = await db
    .selectFrom('promotion_rewards')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.val(0)).as('total'))
    .where('promotion_id', '=', promotionId)
    .where('status', '=', 'CLAIMABLE')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * What one member has from the promotion, in amount and in rewards: every reward (`claimedOnly`:
 * only those claimed, whatever became of them after), a forfeited one included, since it was paid.
 */
export async function memberTotals(
  db: Executor,
  promotionId: number,
  memberId: number,
  claimedOnly: boolean,
): Promise<{ amount: number; count: number }> {
  let query = db
    .selectFrom('promotion_rewards')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.val(0)).as('amount'),
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId);
  if (claimedOnly) query = query.where('status', '!=', 'CLAIMABLE');
  const row = await query.executeTakeFirstOrThrow();
  return { amount: Number(row.amount), count: Number(row.n) };
}

/** Whether the member already has the promotion's reward of this period (a repeated grant). */
export async function hasRewardOfPeriod(db: Executor, promotionId: number, memberId: number, periodKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_rewards')
    .select('id')
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  return row !== undefined;
}
