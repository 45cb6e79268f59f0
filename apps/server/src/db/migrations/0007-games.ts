import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The game catalogue: vendors gain their lobby fields, games belong to a vendor, and members keep
 * favourites. Vendors and games are shared by every brand; a brand offers a vendor through
 * merchant_vendors (0002).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('game_classify', 'varchar(8)').execute();
  // POPUP: the vendor's game opens in a new window; INPAGE: inside the site.
  await db.schema
    .alterTable('vendors')
    .addColumn('launch_mode', 'varchar(8)', (c) => c.notNull().defaultTo('POPUP'))
    .execute();

  await idColumn(db.schema.createTable('games'), dialect)
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    // The name lower-cased, for search by name on both databases with one index-friendly form.
    .addColumn('name_search', 'varchar(120)', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('game_classify', 'varchar(8)', (c) => c.notNull())
    // 1: the entry opens the vendor's own lobby (isGame VASSALAGE) rather than one game.
    .addColumn('is_lobby', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_line_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
    // 0: a free trial is offered (spec 001 section 3).
    .addColumn('support_play', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('prize_mode', 'varchar(8)')
    // Return to player in hundredths of a percent (9650 = 96.50 %), when the vendor publishes it.
    .addColumn('rtp_bp', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // Rounds played, for "popular games"; counted by the wallet API as bets arrive.
    .addColumn('play_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('games_vendor_code', ['vendor_id', 'game_code'])
    .execute();
  await db.schema.createIndex('games_type_order').on('games').columns(['game_type', 'status', 'sort_order', 'id']).execute();
  await db.schema.createIndex('games_vendor_order').on('games').columns(['vendor_id', 'status', 'sort_order', 'id']).execute();
  await db.schema.createIndex('games_hot').on('games').columns(['is_hot', 'status', 'sort_order']).execute();
  await db.schema.createIndex('games_popular').on('games').columns(['status', 'play_count']).execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_favourites_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema.createIndex('game_favourites_recent').on('game_favourites').columns(['member_id', 'created_at']).execute();
}
