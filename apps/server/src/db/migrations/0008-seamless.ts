import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Playing through a vendor: the game session a launch opens (the vendor's token for the player),
 * each bet the vendor sent (by the vendor's transaction id), one bet record per round, which the
 * betting record lists, and the member's recently launched games.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  // Where the vendor's game page is; a vendor without one cannot be launched yet.
  await db.schema.alterTable('vendors').addColumn('launch_url', 'varchar(300)').execute();

  await idColumn(db.schema.createTable('game_sessions'), dialect)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('bet_records'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    // OPEN while bets may still come; SETTLED once the round ended; a fully rolled-back round stays
    // with its stake returned (stake and win both count only what stood).
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The built-in provider's provably fair data of the round (JSON), null for outside vendors.
    .addColumn('fairness', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('bet_records_round', ['vendor_code', 'round_id'])
    .execute();
  await db.schema.createIndex('bet_records_member').on('bet_records').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('bet_records_wins').on('bet_records').columns(['merchant_id', 'settled_at', 'win']).execute();

  await idColumn(db.schema.createTable('seamless_bets'), dialect)
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // PLACED; ROLLED_BACK (its stake returned); VOID: a rollback came before the bet, which is refused when it arrives.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('seamless_bets_transaction', ['vendor_code', 'transaction_id'])
    .execute();
  await db.schema.createIndex('seamless_bets_round').on('seamless_bets').columns(['vendor_code', 'round_id']).execute();

  // The games a member launched, most recent first (the "recent" lists).
  await db.schema
    .createTable('game_recents')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_recents_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema.createIndex('game_recents_member').on('game_recents').columns(['member_id', 'played_at']).execute();
}
