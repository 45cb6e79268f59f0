import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * Missions, friend referral and feedback (issue #16).
 * - missions: the brand's daily and weekly tasks, as data.
 * - mission_progress: one row per mission, member and period (d:<brand day>, w:<brand week>),
 *   added to as events happen; completed_at feeds the leaderboard, claimed_at guards the payout.
 * - mission_marks: what a count-of-distinct mission has seen in the period (a day, a game), so
 *   a second log-in on the same day or a second round of the same game adds nothing.
 * - friend_codes: a member's own invitation code for friends (agents' codes stay on members).
 * - referrals: who invited whom, the friend's deposits so far and their state.
 * - feedback: what a member wrote and the operator's reply.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('missions'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'bigint', (c) => c.notNull())
    .addColumn('game_type', 'varchar(8)')
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('missions_brand').on('missions').columns(['merchant_id', 'active']).execute();

  await db.schema
    .createTable('mission_progress')
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('period_key', 'varchar(16)', (c) => c.notNull())
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'bigint')
    .addColumn('claimed_at', 'bigint')
    .addPrimaryKeyConstraint('mission_progress_pk', ['mission_id', 'member_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('mission_progress_board')
    .on('mission_progress')
    .columns(['merchant_id', 'period_key', 'member_id'])
    .execute();
  await db.schema.createIndex('mission_progress_member').on('mission_progress').columns(['member_id', 'period_key']).execute();

  await db.schema
    .createTable('mission_marks')
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('period_key', 'varchar(16)', (c) => c.notNull())
    .addColumn('mark', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mission_marks_pk', ['mission_id', 'member_id', 'period_key', 'mark'])
    .execute();

  await db.schema
    .createTable('friend_codes')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addUniqueConstraint('friend_codes_code', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('friend_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('deposited', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reward', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('qualified_at', 'bigint')
    .execute();
  await db.schema.createIndex('referrals_inviter').on('referrals').columns(['inviter_id', 'registered_at']).execute();

  await idColumn(db.schema.createTable('feedback'), dialect)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('content', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reply', 'varchar(2000)')
    .addColumn('replied_at', 'bigint')
    .addColumn('replied_by', 'integer', (c) => c.references('members.id'))
    .execute();
  await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('feedback_brand').on('feedback').columns(['merchant_id', 'replied_at', 'id']).execute();
}
