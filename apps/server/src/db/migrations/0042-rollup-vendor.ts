import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-helpers';

const SUMS = 'bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount';

/**
 * The vendor as a report dimension: `member_day_rollups` gains `vendor` (the game's vendor code;
 * '' on deposit and withdrawal rows) in its key, so team betting and profit and loss can be
 * filtered and grouped by vendor. Rows written before this carry '' (their vendor was not kept);
 * they still count in every total. SQLite cannot change a primary key in place, so the table is
 * rebuilt there.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE member_day_rollups ADD COLUMN vendor varchar(32) NOT NULL DEFAULT ''`.execute(db);
    await sql`ALTER TABLE member_day_rollups DROP CONSTRAINT member_day_rollups_pk`.execute(db);
    await sql`ALTER TABLE member_day_rollups ADD CONSTRAINT member_day_rollups_pk PRIMARY KEY (member_id, day, game_type, vendor)`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable('member_day_rollups_next')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('vendor', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('member_day_rollups_pk', ['member_id', 'day', 'game_type', 'vendor'])
    .execute();
  await sql`
    INSERT INTO member_day_rollups_next (merchant_id, member_id, day, game_type, ${sql.raw(SUMS)}, vendor)
    SELECT merchant_id, member_id, day, game_type, ${sql.raw(SUMS)}, '' FROM member_day_rollups
  `.execute(db);
  await db.schema.dropTable('member_day_rollups').execute();
  await sql`ALTER TABLE member_day_rollups_next RENAME TO member_day_rollups`.execute(db);
  await db.schema.createIndex('member_day_rollups_brand').on('member_day_rollups').columns(['merchant_id', 'day']).execute();
}
