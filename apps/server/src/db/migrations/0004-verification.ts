import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/** SMS codes (hashed, expiring, limited tries) and members' mobile numbers as identities. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('verification_codes'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  // The live code of a number for one purpose; the per-number and per-client throttles.
  await db.schema
    .createIndex('verification_codes_lookup')
    .on('verification_codes')
    .columns(['merchant_id', 'purpose', 'phone', 'created_at'])
    .execute();
  await db.schema.createIndex('verification_codes_phone').on('verification_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('verification_codes_ip').on('verification_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('member_phones')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_phones_merchant_phone', ['merchant_id', 'phone'])
    .execute();
}
