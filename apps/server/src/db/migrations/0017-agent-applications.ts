import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Applications to become an agent (the footer's "Become an agent"): from a member (member_id) or a
 * visitor, waiting in the operator's queue (status PENDING) until approved or rejected with a note.
 * `contact_key` is the contact lower-cased without spaces and dashes: one pending application per
 * contact and brand.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('agent_applications'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('contact', 'varchar(120)', (c) => c.notNull())
    .addColumn('contact_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('experience', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('decided_by', 'integer', (c) => c.references('members.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agent_applications_queue').on('agent_applications').columns(['merchant_id', 'status', 'id']).execute();
  await db.schema
    .createIndex('agent_applications_contact')
    .on('agent_applications')
    .columns(['merchant_id', 'contact_key', 'status'])
    .execute();
}
