import type { Tx } from '../db/executor';
import { revokeOtherSessions } from './session-ending.repository';

/**
 * Ends every session of a member, and the game sessions they launched, in the caller's
 * transaction (a staff member's lock or "sign out everywhere"). Answers how many ended; after the
 * commit the caller drops the member from the session cache (ctx.sessions.dropMember).
 */
export const endAllSessions = (tx: Tx, memberId: number, now: number): Promise<number> => revokeOtherSessions(tx, memberId, null, now);
