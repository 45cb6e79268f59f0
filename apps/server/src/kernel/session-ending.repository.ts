import type { Executor } from '../db/executor';

/*
 * Ending sessions is shared: logout and password changes (session), a staff lock (staff-players),
 * a listing (restricted) and a self-exclusion all end a member's sessions, so the SQL lives in the
 * kernel rather than in one of those modules.
 */

/** Ends a session and the game sessions it launched: their tokens take no more bets. */
export async function revokeSession(db: Executor, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  await endGameSessions(db, now, { sessionId });
}

/**
 * Revokes every live session of a member but the one given (after a password change or reset).
 * Every game session of the member ends, the kept session's too: a launch address may have been
 * seen by whoever the new password shuts out, and a new launch costs the member one click.
 */
export async function revokeOtherSessions(db: Executor, memberId: number, keepSessionId: number | null, now: number): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  await endGameSessions(db, now, { memberId });
  return Number(result.numUpdatedRows);
}

/** Game sessions end by data: the seamless wallet refuses bets and balance once expires_at has passed. */
async function endGameSessions(db: Executor, now: number, of: { sessionId: number } | { memberId: number }): Promise<void> {
  let query = db.updateTable('game_sessions').set({ expires_at: now }).where('expires_at', '>', now);
  query = 'sessionId' in of ? query.where('session_id', '=', of.sessionId) : query.where('member_id', '=', of.memberId);
  await query.execute();
}
