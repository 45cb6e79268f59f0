import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/** KYC submissions (one per member, the latest) and each brand's restricted-persons list. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('kyc_profiles')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('id_type', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('middle_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('short_name_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull())
    .addColumn('permanent_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('place_of_birth', 'varchar(100)', (c) => c.notNull())
    .addColumn('nationality', 'varchar(64)', (c) => c.notNull())
    .addColumn('source_of_income', 'integer', (c) => c.notNull())
    .addColumn('occupation', 'integer', (c) => c.notNull())
    .addColumn('terms_accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('id_front_key', 'varchar(255)')
    .addColumn('id_back_key', 'varchar(255)')
    .addColumn('selfie_key', 'varchar(255)')
    .addColumn('submitted_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reject_reason', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The review queue (a brand's submissions by time) and the check of new list entries against members.
  await db.schema.createIndex('kyc_profiles_queue').on('kyc_profiles').columns(['merchant_id', 'submitted_at']).execute();
  await db.schema.createIndex('kyc_profiles_birthday').on('kyc_profiles').columns(['merchant_id', 'birthday']).execute();

  await idColumn(db.schema.createTable('restricted_persons'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('full_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('restricted_persons_person', ['merchant_id', 'name_key', 'birthday'])
    .execute();
}
