import type { Kysely, Selectable } from 'kysely';
import type { StudioDb, StudioTables } from '../studio-schema';

/** A Tongits hand in play or played (migration 0045). */
export type TongitsHandStatus = 'PLAYING' | 'ENDING' | 'SETTLED' | 'ROLLED_BACK';

export interface StudioTongitsHandsTable {
  hand_id: string;
  round_id: string | null;
  session_key: string;
  token: string | null;
  brand_code: string | null;
  brand_host: string | null;
  vendor_code: string;
  game_code: string;
  stake: number | string;
  seeds: string;
  moves: string;
  move_count: number;
  status: TongitsHandStatus;
  result: string | null;
  created_at: number | string;
  deadline_at: number | string;
  claimed_at: number | string | null;
  settled_at: number | string | null;
}

type TongitsDb = Kysely<StudioTables & { studio_tongits_hands: StudioTongitsHandsTable }>;
export type TongitsHandRow = Selectable<StudioTongitsHandsTable>;

const hands = (db: StudioDb) => db as unknown as TongitsDb;

export async function insertHand(db: StudioDb, hand: TongitsHandRow): Promise<void> {
  await hands(db).insertInto('studio_tongits_hands').values(hand).execute();
}

export const handById = (db: StudioDb, handId: string) =>
  hands(db).selectFrom('studio_tongits_hands').selectAll().where('hand_id', '=', handId).executeTakeFirst();

export const handByRound = (db: StudioDb, roundId: string) =>
  hands(db).selectFrom('studio_tongits_hands').selectAll().where('round_id', '=', roundId).executeTakeFirst();

/** The session's hands not yet settled (at most one in normal play). */
export const openHandsOf = (db: StudioDb, sessionKey: string) =>
  hands(db)
    .selectFrom('studio_tongits_hands')
    .select('hand_id')
    .where('session_key', '=', sessionKey)
    .where('status', 'in', ['PLAYING', 'ENDING'])
    .execute();

/** Hands past their deadline, and ends that stopped half-way (the process ended): the studio plays them out and settles them. */
export const dueHands = (db: StudioDb, now: number, staleBefore: number, limit: number) =>
  hands(db)
    .selectFrom('studio_tongits_hands')
    .select('hand_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'PLAYING'), eb('deadline_at', '<', now)]),
        eb.and([eb('status', '=', 'ENDING'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('deadline_at')
    .limit(limit)
    .execute();

/**
 * Records the player's moves after `expectedCount` moves: a conditional update, so of parallel
 * moves one lands and the others find the count moved on. A hand whose last move ended it is taken
 * for its settlement at once (ENDING).
 */
export async function recordMoves(
  db: StudioDb,
  handId: string,
  expectedCount: number,
  moves: string[],
  change: { ended: boolean; now: number; deadline: number },
): Promise<boolean> {
  const updated = await hands(db)
    .updateTable('studio_tongits_hands')
    .set({
      moves: JSON.stringify(moves),
      move_count: moves.length,
      deadline_at: change.deadline,
      ...(change.ended ? { status: 'ENDING' as const, claimed_at: change.now } : {}),
    })
    .where('hand_id', '=', handId)
    .where('status', '=', 'PLAYING')
    .where('move_count', '=', expectedCount)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Takes again an end that stopped half-way (claimed before `staleBefore`): its wallet calls are idempotent by their ids. */
export async function retakeEnding(db: StudioDb, handId: string, now: number, staleBefore: number): Promise<boolean> {
  const stale = await hands(db)
    .updateTable('studio_tongits_hands')
    .set({ claimed_at: now })
    .where('hand_id', '=', handId)
    .where('status', '=', 'ENDING')
    .where('claimed_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(stale.numUpdatedRows) === 1;
}

export async function finishHand(
  db: StudioDb,
  handId: string,
  status: 'SETTLED' | 'ROLLED_BACK',
  result: string | null,
  now: number,
): Promise<void> {
  await hands(db).updateTable('studio_tongits_hands').set({ status, result, settled_at: now }).where('hand_id', '=', handId).execute();
}

/** An end that could not pay lets go of the hand, so a retry (or the studio's sweep) tries again. */
export async function releaseHand(db: StudioDb, handId: string): Promise<void> {
  await hands(db)
    .updateTable('studio_tongits_hands')
    .set({ claimed_at: 0 })
    .where('hand_id', '=', handId)
    .where('status', '=', 'ENDING')
    .execute();
}
