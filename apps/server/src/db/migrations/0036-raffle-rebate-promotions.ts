import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-helpers';

/**
 * Raffle and rebate promotions (issue #16).
 * - promotion_tallies: what a joined member did for a promotion in one period, added to as
 *   postings are written: deposits and weighted turnover (raffle tickets, period `raffle`), valid
 *   bets and their rebate in basis-point units (rebate, period d:<brand day> or w:<brand week>).
 * - raffle_draws: one per raffle; the server seed is made with the raffle and only its SHA-256 is
 *   shown until the draw. The move PENDING → DRAWN is the guard that pays the winners once.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('promotion_tallies')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('period_key', 'varchar(16)', (c) => c.notNull())
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('turnover', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('weighted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('promotion_tallies_pk', ['promotion_id', 'member_id', 'period_key'])
    .execute();
  await db.schema.createIndex('promotion_tallies_member').on('promotion_tallies').columns(['member_id', 'period_key']).execute();

  await db.schema
    .createTable('raffle_draws')
    .addColumn('promotion_id', 'integer', (c) => c.primaryKey().references('promotions.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('draw_at', 'bigint', (c) => c.notNull())
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('total_tickets', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('winners', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('drawn_at', 'bigint')
    .execute();
  await db.schema.createIndex('raffle_draws_due').on('raffle_draws').columns(['status', 'draw_at']).execute();
}
