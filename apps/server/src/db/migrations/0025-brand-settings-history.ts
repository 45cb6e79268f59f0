import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Brand settings edited in the back office: every saved change with who made it and, per field,
 * the value before and after (JSON). Payment channels get their gateway credentials, sealed with
 * SETTINGS_SECRET_KEY (never stored or returned in plain text).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('brand_setting_changes'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('actor_member_id', 'integer')
    .addColumn('actor_name', 'varchar(64)')
    .addColumn('group_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brand_setting_changes_merchant').on('brand_setting_changes').columns(['merchant_id', 'id']).execute();
  await db.schema.alterTable('payment_channels').addColumn('credentials_sealed', 'text').execute();
}
