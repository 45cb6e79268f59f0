import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Time-outs and self-exclusions (docs/responsible-gaming.md, "Time-out and self-exclusion").
 *
 * `rg_breaks`: one row per break; `ends_at` is its current end (null: permanent; a granted lift
 * moves it to the request time + 7 days). At most one row per member is ACTIVE: a partial unique
 * index holds that even if two requests race, besides the per-member lock row `rg_break_locks`
 * that each change takes first. `rg_exclusion_list`: the identity keys (SHA-256 of the normalised
 * mobile, e-mail, or KYC name + birthday) of an excluded member, per brand or for every brand.
 * `sessions.scope`: 'withdraw' marks a self-excluded member's withdraw-only session.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('rg_breaks'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('liftable_from', 'bigint')
    .addColumn('lift_requested_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('staff_id', 'integer', (c) => c.references('members.id'))
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema.createIndex('rg_breaks_member').on('rg_breaks').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('rg_breaks_one_active')
    .on('rg_breaks')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('ACTIVE'))
    .execute();
  await db.schema
    .createTable('rg_break_locks')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await idColumn(db.schema.createTable('rg_exclusion_list'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('all_brands', 'integer', (c) => c.notNull())
    .addColumn('break_id', 'integer', (c) => c.notNull().references('rg_breaks.id'))
    .addColumn('key_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rg_exclusion_list_key').on('rg_exclusion_list').columns(['key_hash', 'merchant_id']).execute();
  await db.schema.alterTable('sessions').addColumn('scope', 'varchar(16)').execute();
}
