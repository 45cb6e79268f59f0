import type { Kysely } from 'kysely';

/**
 * Guesses at a password or a payment password are counted in one row per key, reserved with one
 * atomic upsert before the password is checked: parallel requests each get their own count, so
 * no more than the allowed number are ever checked. (Counting rows of login_attempts or the audit
 * log after the check let a burst of parallel guesses all see the same, low count.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attempt_counters_pk', ['scope', 'subject'])
    .execute();
  await db.schema.createIndex('attempt_counters_window').on('attempt_counters').column('window_start').execute();
}
