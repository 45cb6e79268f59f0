import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Promotions as data (issue #16): the promotion with its rules as JSON, each member's
 * participation (joined, applying with a comment and images, rejected), and the rewards: from
 * claimable, through wagering (the money waits in the member's bonus account) to released or
 * forfeited. One reward per promotion, member and period key makes every grant idempotent.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('promotions'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    // promotionDefinition of the contract, without kind and period (kept as columns to filter on).
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('budget', 'bigint')
    .addColumn('spent', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promotions_merchant').on('promotions').columns(['merchant_id', 'starts_at']).execute();

  await idColumn(db.schema.createTable('promotion_members'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // applying, joined, rejected, used (a first-deposit bonus that has been given)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('remark', 'varchar(140)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('promotion_members_once', ['promotion_id', 'member_id'])
    .execute();
  await db.schema.createIndex('promotion_members_member').on('promotion_members').columns(['member_id', 'status']).execute();

  await idColumn(db.schema.createTable('promotion_rewards'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // What makes this reward one of a kind: a day for check-in and cashback, a deposit, a grant key.
    .addColumn('period_key', 'varchar(96)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    // CLAIMABLE, WAGERING, RELEASED, FORFEITED
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('turnover_required', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('turnover_done', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addUniqueConstraint('promotion_rewards_once', ['promotion_id', 'member_id', 'period_key'])
    .execute();
  // The spin path's one read: a member's rewards under wagering.
  await db.schema.createIndex('promotion_rewards_member').on('promotion_rewards').columns(['member_id', 'status']).execute();
}
