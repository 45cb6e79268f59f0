import { sql, type Kysely } from 'kysely';

const SUMS = ['bet_count', 'valid_bet', 'payout', 'deposit_count', 'deposit_amount', 'withdraw_count', 'withdraw_amount'] as const;
const list = (prefix: string, sign = '') => sql.raw(SUMS.map((c) => `${sign}${prefix}${c}`).join(', '));

/**
 * The vendor as a key of the agents' team day rows, as migration 0042 made it one of the member
 * day rows': the team reports read a branch's team rows (docs/agents.md, "Team reports, branches
 * first"), and a report narrowed to or grouped by a vendor needs them per vendor. Rebuilt on both
 * databases (SQLite cannot change a primary key in place).
 *
 * Backfill: a team row's vendor split comes from its team's member rows that carry a vendor (the
 * tree as it stands); what the old row holds beyond them stays on vendor '' (play before vendors
 * were kept, and figures of members who have moved since: past team figures stay with the upline
 * they were earned under). So every agent's sums per day and game type are unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_day_rollups_next')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('vendor', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_day_rollups_key', ['ancestor_id', 'day', 'game_type', 'vendor'])
    .execute();
  // The member rows with a vendor under each team row, once on their vendor and once taken off ''.
  const vendorRows = sql`
    SELECT r.merchant_id, t.ancestor_id, r.day, r.game_type, r.vendor AS vendor, ${list('r.')}
    FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
    WHERE r.vendor <> ''
      AND EXISTS (SELECT 1 FROM team_day_rollups o WHERE o.ancestor_id = t.ancestor_id AND o.day = r.day AND o.game_type = r.game_type)`;
  const takenOff = sql`
    SELECT r.merchant_id, t.ancestor_id, r.day, r.game_type, '' AS vendor, ${list('r.', '-')}
    FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
    WHERE r.vendor <> ''
      AND EXISTS (SELECT 1 FROM team_day_rollups o WHERE o.ancestor_id = t.ancestor_id AND o.day = r.day AND o.game_type = r.game_type)`;
  const oldRows = sql`SELECT o.merchant_id, o.ancestor_id, o.day, o.game_type, '' AS vendor, ${list('o.')} FROM team_day_rollups o`;
  const summed = sql.raw(SUMS.map((c) => `sum(${c})`).join(', '));
  const allZero = sql.raw(SUMS.map((c) => `sum(${c}) = 0`).join(' AND '));
  await sql`
    INSERT INTO team_day_rollups_next (merchant_id, ancestor_id, day, game_type, vendor, ${list('')})
    SELECT merchant_id, ancestor_id, day, game_type, vendor, ${summed}
    FROM (${vendorRows} UNION ALL ${takenOff} UNION ALL ${oldRows}) parts
    GROUP BY merchant_id, ancestor_id, day, game_type, vendor
    HAVING NOT (${allZero})
  `.execute(db);
  await db.schema.dropTable('team_day_rollups').execute();
  await sql`ALTER TABLE team_day_rollups_next RENAME TO team_day_rollups`.execute(db);
}
