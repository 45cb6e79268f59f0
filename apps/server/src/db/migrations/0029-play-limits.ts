import type { Kysely } from 'kysely';
import { appendOnly, idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Responsible gaming, the player's own limits (issue #18):
 * - `play_limits`: one row per member and limit (DEPOSIT_DAILY … SESSION_MINUTES): the value in
 *   force and a raise or removal waiting for its cooling period (`pending_at` set).
 * - `play_limit_changes`: every change as asked, append-only, for the operator's history.
 * - `play_usage`: the member's brand-local day totals that the limits count: deposits asked for,
 *   stakes (less rolled-back ones) and wins. Its row is also the lock that orders a member's
 *   concurrent bets and deposits while a limit is checked.
 * - `play_settings`: the reality-check interval.
 * - `sessions.play_ends_at`: when a log-in session ends under the member's session time limit.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('play_limits')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('limit_key', 'varchar(24)', (c) => c.notNull())
    .addColumn('value', 'bigint')
    .addColumn('pending_value', 'bigint')
    .addColumn('pending_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('play_limits_pk', ['member_id', 'limit_key'])
    .execute();
  await idColumn(db.schema.createTable('play_limit_changes'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('limit_key', 'varchar(24)', (c) => c.notNull())
    .addColumn('old_value', 'bigint')
    .addColumn('new_value', 'bigint')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('applies_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('play_limit_changes_member').on('play_limit_changes').columns(['member_id', 'id']).execute();
  await appendOnly(db, dialect, 'play_limit_changes');
  await db.schema
    .createTable('play_usage')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('deposited', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('staked', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('won', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('play_usage_pk', ['member_id', 'day'])
    .execute();
  await db.schema
    .createTable('play_settings')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('reality_check_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sessions').addColumn('play_ends_at', 'bigint').execute();
}
