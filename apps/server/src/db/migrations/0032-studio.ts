import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The sandbox game studio's own store (apps/server/src/studio, docs/studio.md). The studio is a
 * vendor: it knows a player only by the game session token of a launch (kept as its SHA-256), and
 * these tables reference nothing of the platform's, so the studio can move to its own database.
 * Seed pairs: one ACTIVE pair per game session. Rounds: one per spin, keyed by the studio's round
 * id and by the page's request key, so a repeated request replays its round instead of a second bet.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('studio_seed_pairs'), dialect)
    .addColumn('session_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('studio_seed_pairs_active')
    .on('studio_seed_pairs')
    .column('session_key')
    .unique()
    .where(sql.ref('status'), '=', 'ACTIVE')
    .execute();
  await db.schema.createIndex('studio_seed_pairs_session').on('studio_seed_pairs').columns(['session_key', 'created_at']).execute();

  await db.schema
    .createTable('studio_rounds')
    .addColumn('round_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('session_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    // OPEN (bet being placed), BET (stake taken), PAID, REFUSED (no bet), ROLLED_BACK.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('studio_rounds_request').on('studio_rounds').columns(['session_key', 'request_key']).unique().execute();
  await db.schema.createIndex('studio_rounds_status').on('studio_rounds').columns(['status', 'created_at']).execute();
}
