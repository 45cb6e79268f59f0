import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Back-office notes and tags on a player. A note is written once and never edited (newest first
 * on the player page, with its author). Tags are the player's labels, one row each, unique per
 * member; the brand id is kept on both so a search by tag stays inside the brand.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('player_notes'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_notes_member').on('player_notes').columns(['member_id', 'id']).execute();
  await db.schema
    .createTable('player_tags')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('tag', 'varchar(24)', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_tags_pk', ['member_id', 'tag'])
    .execute();
  await db.schema.createIndex('player_tags_brand_tag').on('player_tags').columns(['merchant_id', 'tag']).execute();
}
