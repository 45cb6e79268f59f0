import type { Executor } from '../../db/executor';

/**
 * Records a used challenge; false when it was used before. One insert decides, so two requests
 * racing with the same payload cannot both pass, on any process. Rows are kept only until the
 * challenge expires: after that the expiry refuses it anyway.
 */
export async function spendChallenge(db: Executor, signature: string, expiresAt: number, now: number): Promise<boolean> {
  await db.deleteFrom('human_checks_spent').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('human_checks_spent')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
