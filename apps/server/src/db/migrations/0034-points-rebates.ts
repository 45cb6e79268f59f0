import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The points mall and manual rebates (issue #16): the brand's points catalogue, each member's
 * points account (an integer ledger of its own: spendable and held, never below zero) with its
 * entries, redeems that staff decide, each member's valid bet per game type (counted from bet
 * postings, for points earned and rebate due), and the rebate claims.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('points_rewards'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    // CASH (a voucher paid to the main wallet when approved) or ITEM (shipped)
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    // {"EN": …, "TY": …}
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer')
    .addColumn('image_url', 'varchar(300)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('points_rewards_stock', sql`stock IS NULL OR stock >= 0`)
    .execute();
  await db.schema.createIndex('points_rewards_merchant').on('points_rewards').columns(['merchant_id', 'sort_order']).execute();

  await db.schema
    .createTable('points_accounts')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('points_accounts_no_negative', sql`balance >= 0 AND held >= 0`)
    .execute();

  await idColumn(db.schema.createTable('points_entries'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // EARN_BET, EARN_DEPOSIT, REDEEM, REDEEM_RETURN, CONVERT, GRANT
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('redeem_id', 'integer')
    .addColumn('name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('changed', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_entries_member').on('points_entries').columns(['member_id', 'id']).execute();

  await idColumn(db.schema.createTable('points_redeems'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('reward_id', 'integer', (c) => c.notNull().references('points_rewards.id'))
    .addColumn('reference', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(24)', (c) => c.notNull())
    // IN_PROCESS, APPROVED, REJECTED
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('points_redeems_member').on('points_redeems').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('points_redeems_queue').on('points_redeems').columns(['merchant_id', 'status']).execute();

  await idColumn(db.schema.createTable('member_game_bets'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    // All valid bet so far (stakes less rollbacks).
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    // The highest valid_bet points were earned up to (a rollback and a new stake do not earn twice).
    .addColumn('points_mark', 'bigint', (c) => c.notNull().defaultTo(0))
    // The valid_bet the last rebate claim paid up to.
    .addColumn('rebate_mark', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('member_game_bets_once', ['member_id', 'game_type'])
    .execute();

  await idColumn(db.schema.createTable('rebate_claims'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('reference', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // [{gameType, validBet, rate, amount}]
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rebate_claims_member').on('rebate_claims').columns(['member_id', 'id']).execute();
}
