import { sql, type Kysely } from 'kysely';

/**
 * The agents' team (docs/agents.md):
 * - `member_tree`, a closure table: one row per (ancestor, descendant) pair with the number of
 *   levels between them, and a depth-0 row of every member to itself. "My whole team", "level n"
 *   and "direct downlines" are one indexed range read, however deep the tree is. New members get
 *   their rows in the transaction that creates them; existing members are backfilled here.
 * - `members.agent_rate_bp`: an agent's rate in basis points (1/100 of a percent); a downline
 *   agent's rate is never above their upline's.
 * - `member_day_rollups` and `member_hour_rollups`: per member, per brand-local day (days since
 *   1970-01-01 in the brand's time zone) or per UTC hour, per game type ('' for money rows), the
 *   sums the team reports read. They are written in the transaction of the ledger posting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('descendant_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema.createIndex('member_tree_level').on('member_tree').columns(['ancestor_id', 'depth', 'descendant_id']).execute();
  await db.schema.createIndex('member_tree_descendant').on('member_tree').columns(['descendant_id', 'depth']).execute();
  // Backfill: every member's chain of uplines (at most 64 levels, which also stops a cycle).
  await sql`
    WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL
      SELECT m.upline_id, chain.descendant_id, chain.depth + 1
      FROM chain JOIN members m ON m.id = chain.ancestor_id
      WHERE m.upline_id IS NOT NULL AND chain.depth < 64
    )
    INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM chain
  `.execute(db);

  await db.schema.alterTable('members').addColumn('agent_rate_bp', 'integer').execute();

  for (const [table, bucket, type] of [
    ['member_day_rollups', 'day', 'integer'],
    ['member_hour_rollups', 'hour_start', 'bigint'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn(bucket, type, (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deposit_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('withdraw_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('withdraw_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['member_id', bucket, 'game_type'])
      .execute();
    await db.schema.createIndex(`${table}_brand`).on(table).columns(['merchant_id', bucket]).execute();
  }
}
