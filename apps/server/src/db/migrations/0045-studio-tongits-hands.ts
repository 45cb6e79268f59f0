import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-helpers';

/**
 * The studio's Tongits hands in play (apps/server/src/studio/tongits, docs/studio.md). A Tongits
 * hand is many turns long: the stake is bet at the deal and the win sent at the end, so the hand
 * waits here between the two. The row keeps the seeds the deal comes from and the player's moves so
 * far (the bots' moves follow from them), the token its wallet calls carry (a hand left waiting is
 * played to its end by the studio after its deadline) and the brand. `move_count` lets one move of
 * parallel requests win. Like 0043 it references nothing of the platform.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('studio_tongits_hands')
    .addColumn('hand_id', 'varchar(32)', (c) => c.primaryKey())
    // The studio round (studio_rounds.round_id) the bet and win belong to; null in free play.
    .addColumn('round_id', 'varchar(32)')
    .addColumn('session_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('token', 'varchar(128)')
    .addColumn('brand_code', 'varchar(32)')
    .addColumn('brand_host', 'varchar(255)')
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    // JSON: the seeds (the server seed too: the studio replays the deal on every move).
    .addColumn('seeds', 'text', (c) => c.notNull())
    // JSON: the player's moves so far, in the engine's notation.
    .addColumn('moves', 'text', (c) => c.notNull())
    .addColumn('move_count', 'integer', (c) => c.notNull())
    // PLAYING, ENDING (the end is paying), SETTLED, ROLLED_BACK.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('studio_tongits_hands_session').on('studio_tongits_hands').columns(['session_key', 'status']).execute();
  await db.schema.createIndex('studio_tongits_hands_due').on('studio_tongits_hands').columns(['status', 'deadline_at']).execute();
}
