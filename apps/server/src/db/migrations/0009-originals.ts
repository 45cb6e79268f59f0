import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The built-in provider's seed pairs: per member, one ACTIVE pair whose server seed stays secret
 * (only its SHA-256 is shown) and whose nonce counts the rounds; rotating reveals it.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('provider_seed_pairs'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  // One active pair per member, whatever two requests do at once.
  await db.schema
    .createIndex('provider_seed_pairs_active')
    .on('provider_seed_pairs')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', 'ACTIVE')
    .execute();
  await db.schema.createIndex('provider_seed_pairs_member').on('provider_seed_pairs').columns(['member_id', 'created_at']).execute();
}
