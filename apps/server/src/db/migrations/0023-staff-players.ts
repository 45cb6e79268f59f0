import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Staff proof of payout on withdrawals, and four-eyes requests of the back office: a manual balance adjustment or a manual deposit credit
 * waits here until a second staff member approves or rejects it. `reference` is the ledger
 * reference its posting will carry, unique so that a request can post at most once.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('staff_approvals'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('deposit_id', 'integer', (c) => c.references('deposits.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('members.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('note', 'varchar(255)')
    .execute();
  await db.schema.createIndex('staff_approvals_queue').on('staff_approvals').columns(['merchant_id', 'status', 'id']).execute();
  // The screenshot of the payout staff attach when they mark a withdrawal paid (storage key).
  await db.schema.alterTable('withdrawals').addColumn('payout_proof', 'varchar(255)').execute();
  await db.schema.createIndex('staff_approvals_member').on('staff_approvals').columns(['member_id', 'id']).execute();
}
