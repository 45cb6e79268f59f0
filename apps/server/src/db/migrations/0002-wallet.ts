import { sql, type Kysely } from 'kysely';
import { appendOnly, idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The wallet: ledger accounts with their balances, balanced postings and their entries (both
 * append-only), idempotency keys, vendors, payment channels, deposits, payout accounts,
 * withdrawals, vendor transfers and the member's notices. Amounts are BIGINT minor units.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  // N none, P submitted, A approved, R rejected; the KYC module moves it, withdrawals read it.
  await db.schema
    .alterTable('members')
    .addColumn('kyc_status', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .execute();

  await idColumn(db.schema.createTable('ledger_accounts'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('account_key', 'varchar(96)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('vendor_code', 'varchar(32)')
    // Member accounts may never go below zero; system accounts (house, clearing, bonus) may.
    .addColumn('floor_zero', 'integer', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_key', ['merchant_id', 'currency', 'account_key'])
    .addCheckConstraint('ledger_accounts_no_negative', sql`floor_zero = 0 OR balance >= 0`)
    .execute();
  await db.schema.createIndex('ledger_accounts_member').on('ledger_accounts').column('member_id').execute();

  await idColumn(db.schema.createTable('ledger_postings'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('reference', 'varchar(96)', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_postings_member').on('ledger_postings').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('ledger_postings_reference').on('ledger_postings').column('reference').execute();
  await appendOnly(db, dialect, 'ledger_postings');

  await idColumn(db.schema.createTable('ledger_entries'), dialect)
    .addColumn('posting_id', 'integer', (c) => c.notNull().references('ledger_postings.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('ledger_entries_posting').on('ledger_entries').column('posting_id').execute();
  await appendOnly(db, dialect, 'ledger_entries');

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await idColumn(db.schema.createTable('vendors'), dialect)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    // seamless: plays from the main wallet; transfer: has its own wallet the member moves money to.
    .addColumn('wallet_mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('merchant_vendors')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('merchant_vendors_pk', ['merchant_id', 'vendor_id'])
    .execute();

  await idColumn(db.schema.createTable('vendor_transfers'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // PENDING while the vendor is asked; DONE; REFUNDED when the vendor refused or did not answer.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The member's idempotency key, so recovery can write the final answer a replay will get.
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vendor_transfers_status').on('vendor_transfers').columns(['status', 'created_at']).execute();

  await idColumn(db.schema.createTable('payment_channels'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('gateway', 'varchar(32)', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('payment_channels_code', ['merchant_id', 'code'])
    .execute();

  await idColumn(db.schema.createTable('deposits'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('gateway', 'varchar(32)', (c) => c.notNull())
    .addColumn('gateway_reference', 'varchar(128)')
    // The gateway's hosted payment page: only the gateway knows it, and the member may need it again.
    .addColumn('pay_url', 'varchar(1024)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('failure_reason', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('deposits_member').on('deposits').columns(['member_id', 'created_at']).execute();

  // Every accepted gateway callback's nonce, so a captured callback cannot be replayed.
  await db.schema
    .createTable('gateway_callbacks')
    .addColumn('gateway', 'varchar(32)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_callbacks_pk', ['gateway', 'nonce'])
    .execute();

  await idColumn(db.schema.createTable('payout_accounts'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(34)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema.createIndex('payout_accounts_member').on('payout_accounts').column('member_id').execute();

  await idColumn(db.schema.createTable('withdrawals'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('payout_account_id', 'integer', (c) => c.notNull().references('payout_accounts.id'))
    // The payout account as it was at request time, so a later edit does not rewrite history.
    .addColumn('payout_label', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('receipt_status', 'varchar(16)')
    .addColumn('received_amount', 'bigint')
    .addColumn('receipt_proof', 'varchar(255)')
    .addColumn('receipt_deadline', 'bigint')
    .addColumn('receipt_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['merchant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_receipt').on('withdrawals').columns(['receipt_status', 'receipt_deadline']).execute();

  await idColumn(db.schema.createTable('member_messages'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('member_messages_member').on('member_messages').columns(['member_id', 'read_at']).execute();
}
