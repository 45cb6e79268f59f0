import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-helpers';

/**
 * The studio's scheduled rounds (apps/server/src/studio/scheduled, docs/studio.md): rounds that
 * belong to everyone at a brand and are decided on a clock (lottery draws, fights, sports events,
 * the shared crash round). Like 0032 these tables reference nothing of the platform's.
 *
 * - Lines: one schedule (a catalogue entry of a scheduled vendor) at one brand, and when a page last
 *   looked at it; the scheduler keeps the lines seen in the last day running. `version` moves with
 *   every change a page should hear of (the feed polls it).
 * - Rounds: keyed by line and round number, so two processes creating the same round make one. The
 *   server seed is drawn at creation and its hash shown from then on; it is revealed when decided.
 * - Bets: one per request key and game session; a bet has one leg per round it is on (a parlay has
 *   several), with the odds it was taken at. A bet is paid once, through its own win transaction id.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('studio_scheduled_lines')
    .addColumn('line_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('brand_code', 'varchar(32)')
    .addColumn('brand_host', 'varchar(255)')
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('studio_scheduled_lines_seen').on('studio_scheduled_lines').column('seen_at').execute();

  await db.schema
    .createTable('studio_scheduled_rounds')
    .addColumn('round_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('line_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('round_no', 'bigint', (c) => c.notNull())
    // OPEN (taking bets until closes_at, then running until decides_at), DECIDED (result known).
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('opens_at', 'bigint', (c) => c.notNull())
    .addColumn('closes_at', 'bigint', (c) => c.notNull())
    .addColumn('decides_at', 'bigint', (c) => c.notNull())
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(255)', (c) => c.notNull())
    // JSON, public from the start: what the round is about (teams, fighters, the draw's game).
    .addColumn('detail', 'text', (c) => c.notNull())
    // JSON, once decided.
    .addColumn('result', 'text')
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('studio_scheduled_rounds_line_no')
    .on('studio_scheduled_rounds')
    .columns(['line_key', 'round_no'])
    .unique()
    .execute();
  await db.schema.createIndex('studio_scheduled_rounds_due').on('studio_scheduled_rounds').columns(['status', 'decides_at']).execute();

  await db.schema
    .createTable('studio_scheduled_bets')
    .addColumn('bet_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('session_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    // The game session token the wallet calls carry: a bet is paid after its page has gone.
    .addColumn('token', 'varchar(128)', (c) => c.notNull())
    .addColumn('player', 'varchar(64)', (c) => c.notNull())
    .addColumn('brand_code', 'varchar(32)')
    .addColumn('brand_host', 'varchar(255)')
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    // PENDING (wallet bet on its way), PLACED, SETTLING (payout fixed, win on its way), PAID, REFUSED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // WON, LOST, VOID or CASHED_OUT once its payout is fixed.
    .addColumn('outcome', 'varchar(16)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('studio_scheduled_bets_request')
    .on('studio_scheduled_bets')
    .columns(['session_key', 'request_key'])
    .unique()
    .execute();
  await db.schema.createIndex('studio_scheduled_bets_status').on('studio_scheduled_bets').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('studio_scheduled_bets_session').on('studio_scheduled_bets').columns(['session_key', 'created_at']).execute();

  await db.schema
    .createTable('studio_scheduled_legs')
    .addColumn('bet_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('round_id', 'varchar(32)', (c) => c.notNull())
    // The pick's short name (for the book's totals), and the whole pick as JSON.
    .addColumn('pick_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull())
    // Decimal odds × 10,000 (1.95 is 19,500), as taken.
    .addColumn('odds', 'bigint', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    // WON, LOST, VOID once its round is decided.
    .addColumn('outcome', 'varchar(16)')
    .execute();
  await db.schema
    .createIndex('studio_scheduled_legs_bet_round')
    .on('studio_scheduled_legs')
    .columns(['bet_id', 'round_id'])
    .unique()
    .execute();
  await db.schema.createIndex('studio_scheduled_legs_round').on('studio_scheduled_legs').columns(['round_id', 'pick_key']).execute();
}
