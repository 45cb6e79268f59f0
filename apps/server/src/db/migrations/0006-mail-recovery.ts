import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/** Password reset links sent by e-mail (hashed, expiring, one use) and spent human checks. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('password_reset_tokens'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  // The per-account mail limit and spending a member's other links.
  await db.schema.createIndex('password_reset_tokens_member').on('password_reset_tokens').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('human_checks_spent')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('human_checks_spent_expiry').on('human_checks_spent').column('expires_at').execute();
}
