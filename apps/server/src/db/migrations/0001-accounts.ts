import type { Kysely } from 'kysely';
import { idColumn, appendOnly, type MigrationContext } from '../migration-helpers';

/** Brands, members, credentials, sessions, log-in attempts, captchas, the audit log, keys. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('merchants'), dialect)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_merchant_id', 'integer', (c) => c.references('merchants.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('whitelabel', 'text', (c) => c.notNull())
    .addColumn('register_settings', 'text', (c) => c.notNull())
    .addColumn('validation_config', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('merchant_domains'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('domain', 'varchar(253)', (c) => c.notNull().unique())
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_mirror', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('members'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('EN'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('nickname', 'varchar(64)')
    .addColumn('email', 'varchar(255)')
    .addColumn('mobile_num', 'varchar(32)')
    .addColumn('country_dialing_code', 'varchar(8)')
    .addColumn('payee_name', 'varchar(255)')
    .addColumn('referral_code', 'varchar(32)')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('register_ip', 'varchar(64)')
    .addColumn('register_url', 'text')
    .addColumn('register_method', 'varchar(16)')
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('members_merchant_username', ['merchant_id', 'username'])
    .addUniqueConstraint('members_merchant_referral', ['merchant_id', 'referral_code'])
    .execute();
  await db.schema.createIndex('members_upline').on('members').column('upline_id').execute();

  await db.schema
    .createTable('credentials')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('must_change', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_password_hash', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('sessions'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await idColumn(db.schema.createTable('login_attempts'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('username', 'varchar(255)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_account').on('login_attempts').columns(['merchant_id', 'username', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('member_ips')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_ips_pk', ['member_id', 'ip'])
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();
  await db.schema.createIndex('captchas_ip').on('captchas').columns(['ip', 'created_at']).execute();

  await idColumn(db.schema.createTable('audit_log'), dialect)
    .addColumn('merchant_id', 'integer')
    .addColumn('actor_member_id', 'integer')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
  await appendOnly(db, dialect, 'audit_log');

  await db.schema
    .createTable('system_keys')
    .addColumn('kid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('private_pem', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
