import { sql, type Kysely } from 'kysely';

/**
 * `team_day_rollups`: per agent (any ancestor in the member tree), per brand-local day and game
 * type, the sums of their whole team's member day rollups. The posting's transaction adds to the
 * rows of all the member's ancestors in one statement, so the team overview reads a few rows per
 * day instead of summing every member's rows over the closure table. Backfilled from the member
 * rollups here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_day_rollups')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_day_rollups_pk', ['ancestor_id', 'day', 'game_type'])
    .execute();
  await sql`
    INSERT INTO team_day_rollups
      (merchant_id, ancestor_id, day, game_type, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
    SELECT r.merchant_id, t.ancestor_id, r.day, r.game_type, sum(r.bet_count), sum(r.valid_bet), sum(r.payout),
      sum(r.deposit_count), sum(r.deposit_amount), sum(r.withdraw_count), sum(r.withdraw_amount)
    FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
    GROUP BY r.merchant_id, t.ancestor_id, r.day, r.game_type
  `.execute(db);
}
