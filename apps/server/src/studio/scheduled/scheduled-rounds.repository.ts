import { sql, type Selectable, type Transaction } from 'kysely';
import { ODDS_SCALE, type RoundBook } from './scheduled-game';
import type {
  ScheduledBetStatus,
  ScheduledOutcome,
  StudioDb,
  StudioTables,
  StudioScheduledBetsTable,
  StudioScheduledLegsTable,
  StudioScheduledLinesTable,
  StudioScheduledRoundsTable,
} from '../studio-schema';

export type LineRow = Selectable<StudioScheduledLinesTable>;
export type RoundRow = Selectable<StudioScheduledRoundsTable>;
export type BetRow = Selectable<StudioScheduledBetsTable>;
export type LegRow = Selectable<StudioScheduledLegsTable>;

/** The studio's record of its scheduled lines, rounds and bets (migration 0044). */

export async function touchLine(db: StudioDb, line: Omit<LineRow, 'version'>): Promise<void> {
  await db
    .insertInto('studio_scheduled_lines')
    .values({ ...line, version: 0 })
    .onConflict((conflict) => conflict.column('line_key').doUpdateSet({ seen_at: line.seen_at }))
    .execute();
}

export const lineByKey = (db: StudioDb, lineKey: string) =>
  db.selectFrom('studio_scheduled_lines').selectAll().where('line_key', '=', lineKey).executeTakeFirst();

export const linesSeenSince = (db: StudioDb, since: number) =>
  db.selectFrom('studio_scheduled_lines').selectAll().where('seen_at', '>=', since).execute();

/** A page of this line has something new to hear. */
export async function bumpLine(db: StudioDb, lineKey: string): Promise<void> {
  await db
    .updateTable('studio_scheduled_lines')
    .set({ version: sql`version + 1` })
    .where('line_key', '=', lineKey)
    .execute();
}

export async function lineVersion(db: StudioDb, lineKey: string): Promise<number> {
  const row = await db.selectFrom('studio_scheduled_lines').select('version').where('line_key', '=', lineKey).executeTakeFirst();
  return Number(row?.version ?? -1);
}

export async function roundNosBetween(db: StudioDb, lineKey: string, from: number, to: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('studio_scheduled_rounds')
    .select('round_no')
    .where('line_key', '=', lineKey)
    .where('round_no', '>=', from)
    .where('round_no', '<=', to)
    .execute();
  return new Set(rows.map((row) => Number(row.round_no)));
}

/** A round's row; a second process creating the same round number makes nothing (the unique key). */
export async function insertRound(db: StudioDb, round: RoundRow): Promise<void> {
  await db
    .insertInto('studio_scheduled_rounds')
    .values(round)
    .onConflict((conflict) => conflict.columns(['line_key', 'round_no']).doNothing())
    .execute();
}

export const roundById = (db: StudioDb, roundId: string) =>
  db.selectFrom('studio_scheduled_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();

export const roundsByIds = (db: StudioDb, roundIds: readonly string[]) =>
  roundIds.length === 0
    ? Promise.resolve([] as RoundRow[])
    : db.selectFrom('studio_scheduled_rounds').selectAll().where('round_id', 'in', roundIds).execute();

/** The rounds a page shows as coming or in play: open now or decided later than `now`. */
export const liveRounds = (db: StudioDb, lineKey: string, now: number) =>
  db
    .selectFrom('studio_scheduled_rounds')
    .selectAll()
    .where('line_key', '=', lineKey)
    .where('status', '=', 'OPEN')
    .where('opens_at', '<=', now)
    .orderBy('round_no')
    .execute();

export const decidedRounds = (db: StudioDb, lineKey: string, limit: number) =>
  db
    .selectFrom('studio_scheduled_rounds')
    .selectAll()
    .where('line_key', '=', lineKey)
    .where('status', '=', 'DECIDED')
    .orderBy('round_no', 'desc')
    .limit(limit)
    .execute();

export const roundsDue = (db: StudioDb, now: number, limit: number) =>
  db
    .selectFrom('studio_scheduled_rounds')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('decides_at', '<=', now)
    .orderBy('decides_at')
    .limit(limit)
    .execute();

/** OPEN → DECIDED, once: false when another process decided it first. */
export async function decideRound(db: StudioDb, roundId: string, result: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('studio_scheduled_rounds')
    .set({ status: 'DECIDED', result, decided_at: now })
    .where('round_id', '=', roundId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * Runs `work` on the books of these rounds as they stand, as one of the trades that move them: on
 * PostgreSQL the rounds' rows are locked (in one order) while the books are read and `work` writes;
 * SQLite runs one transaction at a time. So no two trades (bets, cash-outs) are priced on the same
 * book: each sees the ones before it. `sessionKey` names whose bets are the books' `own` part.
 * No outside call happens inside: the wallet is asked afterwards.
 */
export async function withBooks<T>(
  db: StudioDb,
  dialect: 'sqlite' | 'postgres' | undefined,
  roundIds: readonly string[],
  sessionKey: string,
  work: (tx: Transaction<StudioTables>, books: ReadonlyMap<string, RoundBook>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (dialect === 'postgres' && roundIds.length > 0)
      await tx
        .selectFrom('studio_scheduled_rounds')
        .select('round_id')
        .where('round_id', 'in', [...roundIds])
        .orderBy('round_id')
        .forUpdate()
        .execute();
    const books = new Map<string, RoundBook>();
    for (const roundId of roundIds) books.set(roundId, await bookOf(tx, roundId, sessionKey));
    return work(tx, books);
  });
}

/**
 * Writes a bet priced at its rounds' books of this moment (`byBook`: a game whose prices move with
 * the book; withBooks), so no two bets are priced from the same book. Other games' bets read no
 * book and lock nothing. `price` may refuse (a moved price), which writes nothing.
 */
export async function insertPricedBet(
  db: StudioDb,
  dialect: 'sqlite' | 'postgres' | undefined,
  bet: BetRow,
  rounds: { ids: readonly string[]; byBook: boolean },
  price: (books: ReadonlyMap<string, RoundBook>) => LegRow[],
): Promise<LegRow[]> {
  return withBooks(db, dialect, rounds.byBook ? rounds.ids : [], bet.session_key, async (tx, books) => {
    const legs = price(books);
    await tx.insertInto('studio_scheduled_bets').values(bet).execute();
    await tx
      .insertInto('studio_scheduled_legs')
      .values([...legs])
      .execute();
    return legs;
  });
}

export const betById = (db: StudioDb, betId: string) =>
  db.selectFrom('studio_scheduled_bets').selectAll().where('bet_id', '=', betId).executeTakeFirst();

export const betByRequest = (db: StudioDb, sessionKey: string, requestKey: string) =>
  db
    .selectFrom('studio_scheduled_bets')
    .selectAll()
    .where('session_key', '=', sessionKey)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();

export const legsOf = (db: StudioDb, betIds: readonly string[]) =>
  betIds.length === 0
    ? Promise.resolve([] as LegRow[])
    : db.selectFrom('studio_scheduled_legs').selectAll().where('bet_id', 'in', betIds).execute();

/** A bet moves on only from the state the caller saw: false when another call moved it first. */
export async function moveBet(
  db: StudioDb,
  betId: string,
  from: ScheduledBetStatus,
  change: { status: ScheduledBetStatus; payout?: number; outcome?: ScheduledOutcome; settledAt?: number },
): Promise<boolean> {
  const done = await db
    .updateTable('studio_scheduled_bets')
    .set({
      status: change.status,
      ...(change.payout !== undefined ? { payout: change.payout } : {}),
      ...(change.outcome !== undefined ? { outcome: change.outcome } : {}),
      ...(change.settledAt !== undefined ? { settled_at: change.settledAt } : {}),
    })
    .where('bet_id', '=', betId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function markLegs(
  db: StudioDb,
  betId: string,
  outcomes: readonly { roundId: string; outcome: 'WON' | 'LOST' | 'VOID'; odds: number }[],
) {
  for (const leg of outcomes)
    await db
      .updateTable('studio_scheduled_legs')
      .set({ outcome: leg.outcome, odds: leg.odds })
      .where('bet_id', '=', betId)
      .where('round_id', '=', leg.roundId)
      .execute();
}

/**
 * A round's book of the moment, of bets neither refused nor cashed out (scheduled-game RoundBook):
 * by pick, the stakes and the payouts owed (each leg as a single of its bet's stake at its taken
 * odds, rounded down as a payout is), and the payouts owed by `sessionKey`'s own bets.
 */
export async function bookOf(db: StudioDb, roundId: string, sessionKey = ''): Promise<RoundBook> {
  const owed = sql<number | string>`l.stake * l.odds / ${sql.lit(ODDS_SCALE)}`;
  const rows = await db
    .selectFrom('studio_scheduled_legs as l')
    .innerJoin('studio_scheduled_bets as b', 'b.bet_id', 'l.bet_id')
    .select((eb) => [
      'l.pick_key',
      eb.fn.sum<number | string>('l.stake').as('stakes'),
      eb.fn.sum<number | string>(owed).as('owed'),
      eb.fn.sum<number | string>(sql`case when b.session_key = ${sessionKey} then ${owed} else 0 end`).as('own'),
    ])
    .where('l.round_id', '=', roundId)
    .where('b.status', '!=', 'REFUSED')
    .where((eb) => eb.or([eb('b.outcome', 'is', null), eb('b.outcome', '!=', 'CASHED_OUT')]))
    .groupBy('l.pick_key')
    .execute();
  const by = (column: 'stakes' | 'owed' | 'own') => Object.fromEntries(rows.map((row) => [row.pick_key, Number(row[column])]));
  return { stakes: by('stakes'), owed: by('owed'), own: by('own') };
}

/** Placed bets whose every round is decided: ready to be paid. */
export const betsReady = (db: StudioDb, limit: number) =>
  db
    .selectFrom('studio_scheduled_bets as b')
    .selectAll('b')
    .where('b.status', '=', 'PLACED')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('studio_scheduled_legs as l')
            .innerJoin('studio_scheduled_rounds as r', 'r.round_id', 'l.round_id')
            .select('l.bet_id')
            .whereRef('l.bet_id', '=', 'b.bet_id')
            .where('r.status', '!=', 'DECIDED'),
        ),
      ),
    )
    .orderBy('b.created_at')
    .limit(limit)
    .execute();

/** Bets in a state that a crash may have left them in: a wallet call on its way since before `before`. */
export const betsStuck = (db: StudioDb, status: 'PENDING' | 'SETTLING', before: number, limit: number) =>
  db
    .selectFrom('studio_scheduled_bets')
    .selectAll()
    .where('status', '=', status)
    .where(status === 'PENDING' ? 'created_at' : 'settled_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();

export const betsOfSession = (db: StudioDb, sessionKey: string, vendorCode: string, limit: number) =>
  db
    .selectFrom('studio_scheduled_bets')
    .selectAll()
    .where('session_key', '=', sessionKey)
    .where('vendor_code', '=', vendorCode)
    .where('status', '!=', 'REFUSED')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/** Every bet on a round with its leg there: what a shared round shows of the other players. */
export const betsOnRound = (db: StudioDb, roundId: string, limit: number) =>
  db
    .selectFrom('studio_scheduled_legs as l')
    .innerJoin('studio_scheduled_bets as b', 'b.bet_id', 'l.bet_id')
    .select(['b.bet_id', 'b.player', 'b.stake', 'b.payout', 'b.status', 'b.outcome', 'l.pick_key', 'l.pick', 'l.odds'])
    .where('l.round_id', '=', roundId)
    .where('b.status', '!=', 'REFUSED')
    .orderBy('b.created_at')
    .limit(limit)
    .execute();
