import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-helpers';

/**
 * The studio's card-room hands in play (apps/server/src/studio/pusoy, docs/studio.md). A Pusoy hand
 * has steps: the buy-in is bet when the cards are dealt and the win sent at the showdown, so the
 * deal waits here between the two. The row keeps what a showdown needs without the page: the deal,
 * the game session token the wallet calls carry (a hand abandoned is settled by the studio after
 * its deadline), and the brand it was played for. Like 0032 it references nothing of the platform.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('studio_pusoy_hands')
    .addColumn('hand_id', 'varchar(32)', (c) => c.primaryKey())
    // The studio round (studio_rounds.round_id) the bet and win belong to; null in free play.
    .addColumn('round_id', 'varchar(32)')
    .addColumn('session_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('token', 'varchar(128)')
    .addColumn('brand_code', 'varchar(32)')
    .addColumn('brand_host', 'varchar(255)')
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('point', 'bigint', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    // JSON: the four hands by seat, and the seeds they were drawn from.
    .addColumn('deal', 'text', (c) => c.notNull())
    .addColumn('fairness', 'text', (c) => c.notNull())
    // DEALT (waiting for the rows), SHOWING (a showdown is paying), SETTLED, ROLLED_BACK.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rows', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('studio_pusoy_hands_session').on('studio_pusoy_hands').columns(['session_key', 'status']).execute();
  await db.schema.createIndex('studio_pusoy_hands_due').on('studio_pusoy_hands').columns(['status', 'deadline_at']).execute();
}
