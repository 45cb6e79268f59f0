import { sql, type Kysely } from 'kysely';

/**
 * The contracts' 5-minute windows (issue #15: real-time salary per window, late rounds counted once).
 *
 * - `member_window_rollups`: per member, per 5-minute UTC window of play (`window_start`), what the
 *   member's bets, wins and rollbacks added, and `claimed_window`: 0 while no settlement has
 *   counted the row, then the start of the settlement window that counted it. The posting's
 *   transaction adds to the member's unclaimed row of its window (it replaces the hour rows, so a
 *   bet writes no more statements than before).
 * - `contract_window_claims`: one row per settlement window. Claiming window W marks every
 *   unclaimed row of play up to W as counted in W, in one transaction; the row's primary key lets
 *   one process claim each window. A round recorded after its window was claimed lands on a new
 *   unclaimed row and is counted in the next window claimed: once, never twice.
 *
 * Backfill: the hour rows become unclaimed window rows at their hour's start (the first claim
 * counts them, as the hourly settlement would have); then the hour rows are dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_window_rollups')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('claimed_window', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_window_rollups_key', ['member_id', 'window_start', 'claimed_window'])
    .execute();
  // The claim (unclaimed rows up to a window) and the settlement's read (the rows one window counted).
  await db.schema
    .createIndex('member_window_rollups_claim')
    .on('member_window_rollups')
    .columns(['claimed_window', 'window_start', 'member_id'])
    .execute();
  await db.schema
    .createTable('contract_window_claims')
    .addColumn('window_start', 'bigint', (c) => c.primaryKey())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    INSERT INTO member_window_rollups (merchant_id, member_id, window_start, claimed_window, bet_count, valid_bet, payout)
    SELECT merchant_id, member_id, hour_start, 0, sum(bet_count), sum(valid_bet), sum(payout)
    FROM member_hour_rollups
    GROUP BY merchant_id, member_id, hour_start
    HAVING NOT (sum(bet_count) = 0 AND sum(valid_bet) = 0 AND sum(payout) = 0)
  `.execute(db);
  await db.schema.dropTable('member_hour_rollups').execute();
}
