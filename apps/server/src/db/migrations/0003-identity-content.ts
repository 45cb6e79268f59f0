import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/** Social sign-in (linked identities, started sign-ins, one-time login codes), announcements, help topics. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('member_identities'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_identities_subject', ['merchant_id', 'issuer', 'subject'])
    .execute();
  await db.schema.createIndex('member_identities_member').on('member_identities').column('member_id').execute();

  await db.schema
    .createTable('oidc_states')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('oidc_states_expires').on('oidc_states').column('expires_at').execute();

  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('login_codes_expires').on('login_codes').column('expires_at').execute();

  await idColumn(db.schema.createTable('announcements'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('type', 'varchar(2)', (c) => c.notNull())
    .addColumn('execution', 'varchar(1)')
    .addColumn('platform', 'varchar(8)', (c) => c.notNull().defaultTo('W'))
    .addColumn('language', 'varchar(8)')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('promotion_type', 'varchar(32)')
    .addColumn('group_name', 'varchar(32)')
    .addColumn('url', 'text')
    .addColumn('linkage_type', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('link_url', 'varchar(1024)')
    .addColumn('start_at', 'bigint')
    .addColumn('end_at', 'bigint')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('announcements_merchant').on('announcements').columns(['merchant_id', 'status', 'type']).execute();

  await idColumn(db.schema.createTable('help_topics'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('tag', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('help_topics_tag', ['merchant_id', 'tag', 'language'])
    .execute();
}
