import type { Kysely } from 'kysely';

/**
 * A player's VIP level (`members.vip_level`): 0 for every player until staff set another (the
 * back office's player page, audited), 0–100 like the promotions' VIP audiences.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
