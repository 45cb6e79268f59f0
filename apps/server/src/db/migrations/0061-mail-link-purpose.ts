import type { Kysely } from 'kysely';

/**
 * E-mailed one-time links serve two purposes (`password_reset_tokens.purpose`): `reset` sets a new
 * password (every link before this migration), `unlock` lifts an account's log-in lock. A link of
 * one purpose never works for the other, and each has its own hourly limit per account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('purpose', 'varchar(8)', (c) => c.notNull().defaultTo('reset'))
    .execute();
}
