import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The progressive jackpot (issue #22, docs/jackpot.md): a brand's pools with their contribution
 * rate and hit chance, the games that feed each, and each pool's cycles (a committed server seed
 * per cycle; a won cycle keeps the winner, the winning draw and the amount paid). The money itself
 * is in the ledger, in one `jackpot:<pool id>` account per pool.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('jackpot_pools'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    // {"EN": …, "TY": …}
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('chance_per_million', 'integer', (c) => c.notNull())
    .addColumn('seed_amount', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('jackpot_pools_code', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('jackpot_pool_games')
    .addColumn('pool_id', 'integer', (c) => c.notNull().references('jackpot_pools.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addPrimaryKeyConstraint('jackpot_pool_games_key', ['pool_id', 'game_id'])
    .execute();

  await idColumn(db.schema.createTable('jackpot_cycles'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('pool_id', 'integer', (c) => c.notNull().references('jackpot_pools.id'))
    .addColumn('cycle_no', 'integer', (c) => c.notNull())
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    // The pool's chance when the cycle opened: part of what is committed, so a change applies from the next cycle
    .addColumn('chance_per_million', 'integer', (c) => c.notNull())
    // OPEN while it draws; WON once a draw hit (the only move, made by one conditional update)
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('won_at', 'bigint')
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('game_id', 'integer')
    .addColumn('stake_reference', 'varchar(96)')
    .addColumn('roll', 'integer')
    .addColumn('amount', 'bigint')
    .addUniqueConstraint('jackpot_cycles_number', ['pool_id', 'cycle_no'])
    .execute();
  await db.schema.createIndex('jackpot_cycles_wins').on('jackpot_cycles').columns(['merchant_id', 'status', 'won_at']).execute();
  await db.schema.createIndex('jackpot_cycles_member').on('jackpot_cycles').columns(['member_id', 'won_at']).execute();
}
