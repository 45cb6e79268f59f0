import type { Kysely } from 'kysely';

/**
 * What a vendor may pay in one round (docs/seamless-wallet.md): the largest win in minor units
 * and the largest win as a multiple of the round's stake. Null leaves the brand's limits alone;
 * a value applies where it is stricter than the brand's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('max_win_per_round', 'bigint').execute();
  await db.schema.alterTable('vendors').addColumn('max_win_multiple', 'integer').execute();
}
