import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * New-IP log-in verification: a password log-in from an IP the member never used, on a brand that
 * asks for it, waits here for the code sent by SMS or e-mail before its session opens. Only hashes
 * are kept (of the challenge token the browser holds and of the code).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('login_challenges'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_change', 'varchar(16)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // How many codes went out for this challenge, and when the last one did ("send again").
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('login_challenges_expiry').on('login_challenges').column('expires_at').execute();
}
