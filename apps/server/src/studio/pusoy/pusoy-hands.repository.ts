import type { Kysely, Selectable } from 'kysely';
import type { StudioDb, StudioTables } from '../studio-schema';

/** A Pusoy hand in play or played (migration 0043). */
export type PusoyHandStatus = 'DEALT' | 'SHOWING' | 'SETTLED' | 'ROLLED_BACK';

export interface StudioPusoyHandsTable {
  hand_id: string;
  round_id: string | null;
  session_key: string;
  token: string | null;
  brand_code: string | null;
  brand_host: string | null;
  vendor_code: string;
  game_code: string;
  point: number | string;
  seat: number;
  stake: number | string;
  deal: string;
  fairness: string;
  status: PusoyHandStatus;
  rows: string | null;
  result: string | null;
  created_at: number | string;
  deadline_at: number | string;
  claimed_at: number | string | null;
  settled_at: number | string | null;
}

type PusoyDb = Kysely<StudioTables & { studio_pusoy_hands: StudioPusoyHandsTable }>;
export type PusoyHandRow = Selectable<StudioPusoyHandsTable>;

const hands = (db: StudioDb) => db as unknown as PusoyDb;

export async function insertHand(db: StudioDb, hand: PusoyHandRow): Promise<void> {
  await hands(db).insertInto('studio_pusoy_hands').values(hand).execute();
}

export const handById = (db: StudioDb, handId: string) =>
  hands(db).selectFrom('studio_pusoy_hands').selectAll().where('hand_id', '=', handId).executeTakeFirst();

export const handByRound = (db: StudioDb, roundId: string) =>
  hands(db).selectFrom('studio_pusoy_hands').selectAll().where('round_id', '=', roundId).executeTakeFirst();

/** The session's hands still waiting for their rows (at most one in normal play). */
export const openHandsOf = (db: StudioDb, sessionKey: string) =>
  hands(db)
    .selectFrom('studio_pusoy_hands')
    .select('hand_id')
    .where('session_key', '=', sessionKey)
    .where('status', 'in', ['DEALT', 'SHOWING'])
    .execute();

/** Hands past their deadline with no showdown, and showdowns that stopped half-way (the process ended): the studio settles them. */
export const dueHands = (db: StudioDb, now: number, staleBefore: number, limit: number) =>
  hands(db)
    .selectFrom('studio_pusoy_hands')
    .select('hand_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'DEALT'), eb('deadline_at', '<', now)]),
        eb.and([eb('status', '=', 'SHOWING'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('deadline_at')
    .limit(limit)
    .execute();

/**
 * Takes the hand for one showdown with its rows: a conditional update, so of parallel requests one
 * pays and the others find it taken. A showdown left half-way (claimed before `staleBefore`) may be
 * taken again, with the rows it had: its wallet calls are idempotent by their ids.
 */
export async function claimHand(db: StudioDb, handId: string, rows: string, now: number, staleBefore: number): Promise<boolean> {
  const fresh = await hands(db)
    .updateTable('studio_pusoy_hands')
    .set({ status: 'SHOWING', rows, claimed_at: now })
    .where('hand_id', '=', handId)
    .where('status', '=', 'DEALT')
    .executeTakeFirst();
  if (Number(fresh.numUpdatedRows) === 1) return true;
  const stale = await hands(db)
    .updateTable('studio_pusoy_hands')
    .set({ claimed_at: now })
    .where('hand_id', '=', handId)
    .where('status', '=', 'SHOWING')
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
  await hands(db).updateTable('studio_pusoy_hands').set({ status, result, settled_at: now }).where('hand_id', '=', handId).execute();
}

/** A showdown that could not pay lets go of the hand, so a retry (or the studio's sweep) tries again. */
export async function releaseHand(db: StudioDb, handId: string): Promise<void> {
  await hands(db)
    .updateTable('studio_pusoy_hands')
    .set({ claimed_at: 0 })
    .where('hand_id', '=', handId)
    .where('status', '=', 'SHOWING')
    .execute();
}
