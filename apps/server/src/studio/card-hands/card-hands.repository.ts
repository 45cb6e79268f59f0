import type { Kysely } from 'kysely';
import type { StudioDb, StudioTables } from '../studio-schema';
import type { CardHandColumns, CardHandStore } from './card-hand-rules';

/**
 * The card hands of every card game, each game in its own table (studio_pusoy_hands, migration
 * 0043; studio_tongits_hands, 0045) with the columns of CardHandColumns in common and its own
 * beside them. The queries are the same for both; the store names the table and its statuses.
 */

type HandColumns = CardHandColumns & Record<string, unknown>;
/** Typed as one table: the two tables share the columns these queries read and write. */
type HandsDb = Kysely<StudioTables & { studio_pusoy_hands: HandColumns }>;

const hands = (db: StudioDb) => db as unknown as HandsDb;
const tableOf = (store: CardHandStore) => store.table as 'studio_pusoy_hands';

export async function insertHand(db: StudioDb, store: CardHandStore, hand: CardHandColumns): Promise<void> {
  await hands(db)
    .insertInto(tableOf(store))
    .values(hand as HandColumns)
    .execute();
}

export const handById = <Row extends CardHandColumns>(db: StudioDb, store: CardHandStore, handId: string) =>
  hands(db).selectFrom(tableOf(store)).selectAll().where('hand_id', '=', handId).executeTakeFirst() as Promise<Row | undefined>;

export const handByRound = <Row extends CardHandColumns>(db: StudioDb, store: CardHandStore, roundId: string) =>
  hands(db).selectFrom(tableOf(store)).selectAll().where('round_id', '=', roundId).executeTakeFirst() as Promise<Row | undefined>;

/** The session's hands not yet settled (at most one in normal play). */
export const openHandsOf = (db: StudioDb, store: CardHandStore, sessionKey: string) =>
  hands(db)
    .selectFrom(tableOf(store))
    .select('hand_id')
    .where('session_key', '=', sessionKey)
    .where('status', 'in', [store.open, store.ending])
    .execute();

/** Hands past their deadline, and settlements that stopped half-way (the process ended): the studio settles them. */
export const dueHands = (db: StudioDb, store: CardHandStore, now: number, staleBefore: number, limit: number) =>
  hands(db)
    .selectFrom(tableOf(store))
    .select('hand_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', store.open), eb('deadline_at', '<', now)]),
        eb.and([eb('status', '=', store.ending), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('deadline_at')
    .limit(limit)
    .execute();

/**
 * Changes a hand still waiting for the player, and only while `unchanged` columns still hold their
 * values (Tongits: the move count the move was made on): a conditional update, so of parallel calls
 * one lands and the others find the hand moved on. Changing its status to the store's `ending`
 * takes it for its settlement.
 */
export async function changeOpenHand(
  db: StudioDb,
  store: CardHandStore,
  handId: string,
  changes: Record<string, unknown>,
  unchanged: Record<string, number> = {},
): Promise<boolean> {
  let update = hands(db).updateTable(tableOf(store)).set(changes).where('hand_id', '=', handId).where('status', '=', store.open);
  for (const [column, value] of Object.entries(unchanged)) update = update.where(column, '=', value);
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Takes again a settlement that stopped half-way (claimed before `staleBefore`): its wallet calls are idempotent by their ids. */
export async function retakeEnding(db: StudioDb, store: CardHandStore, handId: string, now: number, staleBefore: number): Promise<boolean> {
  const stale = await hands(db)
    .updateTable(tableOf(store))
    .set({ claimed_at: now })
    .where('hand_id', '=', handId)
    .where('status', '=', store.ending)
    .where('claimed_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(stale.numUpdatedRows) === 1;
}

export async function finishHand(
  db: StudioDb,
  store: CardHandStore,
  handId: string,
  status: 'SETTLED' | 'ROLLED_BACK',
  result: string | null,
  now: number,
): Promise<void> {
  await hands(db).updateTable(tableOf(store)).set({ status, result, settled_at: now }).where('hand_id', '=', handId).execute();
}

/** A settlement that could not pay lets go of the hand, so a retry (or the studio's sweep) tries again. */
export async function releaseHand(db: StudioDb, store: CardHandStore, handId: string): Promise<void> {
  await hands(db)
    .updateTable(tableOf(store))
    .set({ claimed_at: 0 })
    .where('hand_id', '=', handId)
    .where('status', '=', store.ending)
    .execute();
}
