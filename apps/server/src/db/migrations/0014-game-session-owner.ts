import type { Kysely } from 'kysely';

/**
 * A game session belongs to the member session that launched it: ending that session (log-out,
 * password change, revocation) ends its games, and its use keeps them alive (docs/games.md).
 * Rows from before this migration have no owner and simply run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_sessions')
    .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('game_sessions_session').on('game_sessions').column('session_id').execute();
  await db.schema.createIndex('game_sessions_member').on('game_sessions').columns(['member_id', 'expires_at']).execute();
}
