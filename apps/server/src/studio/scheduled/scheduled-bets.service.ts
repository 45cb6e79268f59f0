import { randomBytes } from 'node:crypto';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { isDuplicate, StudioError } from '../studio-error';
import { sessionKeyOf } from '../studio-rounds.service';
import { betFairness } from './scheduled-fairness';
import { payBet } from './scheduled-settlement.service';
import { lineByRoundKey, openLine, resultStream, roundView, type OpenLine } from './scheduled-lines.service';
import type { AnyScheduledRules, RoundBook, ScheduledLine } from './scheduled-game';
import {
  betById,
  betByRequest,
  betsOfSession,
  bookOf,
  bumpLine,
  insertPricedBet,
  legsOf,
  moveBet,
  roundById,
  roundsByIds,
  withBooks,
  type BetRow,
  type LegRow,
  type RoundRow,
} from './scheduled-rounds.repository';

/**
 * A bet on scheduled rounds, told as a vendor takes it: the legs are checked against rounds still
 * taking bets and priced at the odds of the moment for the bet's stake, on the books as the bettor
 * meets them (their own money counted only where it works against them), as the bet row is written
 * (its request key makes a repeated request the same bet); a leg whose price moved since the slip
 * showed it is refused unless the slip accepts the move, one whose book takes no stake that large
 * now with BOOK_LIMIT_REACHED. Then the stake goes to the platform's seamless wallet.
 * The bet is paid when its last round is decided (scheduled-settlement.service), or earlier when
 * the game offers a cash-out.
 */

export interface LegRequest {
  game: string;
  roundId: string;
  pick: unknown;
  /** The price (× ODDS_SCALE) the slip showed: the bet is refused (ODDS_CHANGED) when it moved, unless accepted. */
  odds?: number;
}

/** Which moves of a slip's prices a bet takes: none (the default), any, or only those in the player's favour. */
export type AcceptOdds = 'none' | 'any' | 'higher';

export interface BetRequest {
  brand: BrandRef;
  vendorCode: string;
  token: string;
  requestKey: string;
  stake: number;
  legs: LegRequest[];
  acceptOdds?: AcceptOdds;
}

const reachable = (code: string) => (code === 'UNKNOWN_ERROR' ? 'SERVER_BUSY' : code);
const EMPTY_BOOK: RoundBook = { stakes: {}, owed: {}, own: {} };
const newBetId = () => randomBytes(12).toString('base64url');
/** What other players see of a bet: never the token, only a short mark of the game session. */
const playerMark = (sessionKey: string) => `P-${sessionKey.slice(0, 4).toUpperCase()}`;

export function betView(bet: BetRow, legs: readonly LegRow[]) {
  return {
    betId: bet.bet_id,
    gameCode: bet.game_code,
    stake: Number(bet.stake),
    payout: Number(bet.payout),
    status: bet.status,
    outcome: bet.outcome,
    createdAt: Number(bet.created_at),
    settledAt: bet.settled_at === null ? null : Number(bet.settled_at),
    legs: legs
      .filter((leg) => leg.bet_id === bet.bet_id)
      .map((leg) => ({
        roundId: leg.round_id,
        pickKey: leg.pick_key,
        pick: JSON.parse(leg.pick) as unknown,
        odds: Number(leg.odds),
        outcome: leg.outcome,
      })),
  };
}
export type ScheduledBetView = ReturnType<typeof betView>;

/** Each leg's round, open for bets now, and its pick; VALIDATION_FAILED or BET_CLOSED otherwise. */
async function checkedLegs(studio: Studio, request: BetRequest, now: number) {
  const lines = new Map<string, OpenLine>();
  const legs: { line: OpenLine; row: RoundRow; round: ReturnType<typeof roundView>; key: string; pick: unknown; seen?: number }[] = [];
  for (const leg of request.legs) {
    const line = lines.get(leg.game) ?? (await openLine(studio, request.brand, request.vendorCode, leg.game));
    lines.set(leg.game, line);
    const row = await roundById(studio.db, leg.roundId);
    if (!row || row.line_key !== line.key) throw new StudioError('VALIDATION_FAILED');
    if (row.status !== 'OPEN' || now < Number(row.opens_at) || now >= Number(row.closes_at)) throw new StudioError('BET_CLOSED');
    const round = roundView(row);
    try {
      const { key, pick } = line.rules.pick(line.line, round, leg.pick);
      legs.push({ line, row, round, key, pick, seen: leg.odds });
    } catch (error) {
      if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
      throw error;
    }
  }
  const first = legs[0]!.line.line;
  const rounds = new Set(legs.map((leg) => leg.round.roundId));
  if (legs.length > first.maxLegs || rounds.size !== legs.length) throw new StudioError('VALIDATION_FAILED');
  if (request.stake < first.minBet || request.stake > first.maxBet) throw new StudioError('VALIDATION_FAILED');
  return legs;
}

/** Whether a price that moved from what the slip showed may still be taken. */
const takes = (accept: AcceptOdds, seen: number | undefined, now: number) =>
  seen === undefined || seen === now || accept === 'any' || (accept === 'higher' && now > seen);

export async function placeBet(studio: Studio, request: BetRequest): Promise<ScheduledBetView> {
  if (request.legs.length === 0) throw new StudioError('VALIDATION_FAILED');
  const sessionKey = sessionKeyOf(request.token);
  const earlier = await betByRequest(studio.db, sessionKey, request.requestKey);
  if (earlier) return replay(studio, earlier);
  const now = studio.now();
  const legs = await checkedLegs(studio, request, now);
  const betId = newBetId();
  const bet: BetRow = {
    bet_id: betId,
    session_key: sessionKey,
    request_key: request.requestKey,
    token: request.token,
    player: playerMark(sessionKey),
    brand_code: request.brand.code ?? null,
    brand_host: request.brand.code ? null : (request.brand.host ?? null),
    vendor_code: request.vendorCode,
    game_code: request.legs[0]!.game,
    stake: request.stake,
    payout: 0,
    status: 'PENDING',
    outcome: null,
    created_at: now,
    settled_at: null,
  };
  // Priced from the books as the bet is written: a bet placed at the same moment is priced after it.
  const price = (books: ReadonlyMap<string, RoundBook>): LegRow[] => {
    const quoted = legs.map((leg) => ({
      leg,
      odds: leg.line.rules.odds(leg.line.line, leg.round, leg.pick, books.get(leg.round.roundId) ?? EMPTY_BOOK, request.stake),
    }));
    const full = quoted.find(({ odds }) => odds === null);
    if (full) throw new StudioError('BOOK_LIMIT_REACHED', undefined, { roundId: full.leg.round.roundId });
    const priced = quoted as { leg: (typeof legs)[number]; odds: number }[];
    if (priced.some(({ leg, odds }) => !takes(request.acceptOdds ?? 'none', leg.seen, odds)))
      throw new StudioError('ODDS_CHANGED', undefined, { odds: priced.map(({ leg, odds }) => ({ roundId: leg.round.roundId, odds })) });
    return priced.map(({ leg, odds }) => ({
      bet_id: betId,
      round_id: leg.round.roundId,
      pick_key: leg.key,
      pick: JSON.stringify(leg.pick),
      odds,
      stake: request.stake,
      outcome: null,
    }));
  };
  let legRows: LegRow[];
  try {
    legRows = await insertPricedBet(
      studio.db,
      studio.dialect,
      bet,
      { ids: legs.map((leg) => leg.round.roundId), byBook: legs.some((leg) => leg.line.rules.pricedByBook === true) },
      price,
    );
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    const again = await betByRequest(studio.db, sessionKey, request.requestKey);
    if (!again) throw error;
    return replay(studio, again);
  }

  const call = (name: 'bet' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(request.brand, request.vendorCode, name, { token: request.token, roundId: betId, ...body });
  // The bet record shows each round's committed hash from now on; its seed only once the round is decided (with the win).
  const fairness = betFairness(
    legs[0]!.line.rules.game,
    legs.map((leg, index) => ({ round: leg.row, pick: leg.pick, stake: request.stake, odds: Number(legRows[index]!.odds) })),
    null,
  );
  const taken = await call('bet', { transactionId: `${betId}-bet`, amount: request.stake, ...(fairness ? { fairness } : {}) });
  if (!taken.ok) {
    // Lost on the way, the stake may still have been taken: the rollback settles that either way.
    if (taken.code === 'UNKNOWN_ERROR') await call('rollback', { transactionId: `${betId}-rb`, betTransactionId: `${betId}-bet` });
    await moveBet(studio.db, betId, 'PENDING', { status: 'REFUSED', settledAt: studio.now() });
    throw new StudioError(reachable(taken.code), taken.balance);
  }
  await moveBet(studio.db, betId, 'PENDING', { status: 'PLACED' });
  for (const line of new Set(legs.map((leg) => leg.line.key))) await bumpLine(studio.db, line);
  return { ...betView({ ...bet, status: 'PLACED' }, legRows), balance: taken.value.balance } as ScheduledBetView;
}

async function replay(studio: Studio, bet: BetRow): Promise<ScheduledBetView> {
  if (bet.status === 'REFUSED') throw new StudioError('BET_CANCELLED');
  if (bet.status === 'PENDING') throw new StudioError('ALREADY_PROCESSED');
  return betView(bet, await legsOf(studio.db, [bet.bet_id]));
}

export async function betsOf(
  studio: Studio,
  token: string,
  vendorCode: string,
): Promise<(ScheduledBetView & { cashOut?: number | null })[]> {
  const bets = await betsOfSession(studio.db, sessionKeyOf(token), vendorCode, 50);
  const legs = await legsOf(
    studio.db,
    bets.map((bet) => bet.bet_id),
  );
  const now = studio.now();
  const lines = new Map<string, Promise<OpenLine | null>>();
  return Promise.all(
    bets.map(async (bet) => {
      const view = betView(bet, legs);
      if (bet.status !== 'PLACED') return view;
      const own = legs.filter((leg) => leg.bet_id === bet.bet_id);
      const rounds = await roundsByIds(
        studio.db,
        own.map((leg) => leg.round_id),
      );
      const lineKey = rounds[0]?.line_key;
      if (!lineKey) return view;
      if (!lines.has(lineKey)) lines.set(lineKey, lineByRoundKey(studio, lineKey));
      const line = await lines.get(lineKey);
      // A game whose offer moves with its book shows it with the bet: what the page's cash-out button names.
      if (!line?.rules.quotesCashOut) return view;
      return { ...view, cashOut: offerOn(line, bet, own, rounds, await booksOf(studio, bet, rounds), now) };
    }),
  );
}

/** The books of a bet's rounds as its bettor meets them, read now (what the bets list shows an offer from). */
async function booksOf(studio: Studio, bet: BetRow, rounds: readonly RoundRow[]): Promise<Map<string, RoundBook>> {
  const books = new Map<string, RoundBook>();
  for (const row of rounds) books.set(row.round_id, await bookOf(studio.db, row.round_id, bet.session_key));
  return books;
}

/**
 * What the bet's game offers for it now on these books (null: no cash-out now). Each leg's book
 * carries the bettor's own part (this bet included), which the game leaves out where it would raise
 * the offer (contract fair/market-maker.ts, bookForCashOut).
 */
function offerOn(
  line: { rules: AnyScheduledRules; line: ScheduledLine },
  bet: BetRow,
  legs: readonly LegRow[],
  rounds: readonly RoundRow[],
  books: ReadonlyMap<string, RoundBook>,
  now: number,
): number | null {
  if (!line.rules.cashOut) return null;
  const inputs = legs.map((leg) => {
    const row = rounds.find((round) => round.round_id === leg.round_id)!;
    const round = roundView(row);
    return {
      round,
      peek: () => line.rules.decide(line.line, round, resultStream(row)),
      result: row.status === 'DECIDED' ? (JSON.parse(row.result ?? 'null') as unknown) : null,
      book: books.get(row.round_id) ?? EMPTY_BOOK,
      pick: JSON.parse(leg.pick) as unknown,
      odds: Number(leg.odds),
    };
  });
  return line.rules.cashOut(line.line, inputs, Number(bet.stake), now) ?? null;
}

/**
 * Cashes a placed bet out at the value its game offers now (before a match starts, while a crash
 * round climbs): PLACED → SETTLING with that payout, once, then the win is sent like any other. A
 * game whose offer moves with its book (rules.quotesCashOut) takes the offer the player saw and
 * refuses with the new one (CASH_OUT_CHANGED) when it moved: the player is never paid an amount
 * they did not see. A cash-out takes the bet off its books, so for a game priced by its book it is
 * valued and claimed as one trade (withBooks): a bet or another cash-out at the same moment is
 * valued on the book it leaves.
 */
export async function cashOut(
  studio: Studio,
  request: { brand: BrandRef; vendorCode: string; token: string; betId: string; offer?: number },
): Promise<ScheduledBetView> {
  const bet = await betById(studio.db, request.betId);
  if (!bet || bet.session_key !== sessionKeyOf(request.token) || bet.vendor_code !== request.vendorCode)
    throw new StudioError('VALIDATION_FAILED');
  if (bet.status !== 'PLACED') throw new StudioError('CASH_OUT_UNAVAILABLE');
  const legs = await legsOf(studio.db, [bet.bet_id]);
  const rounds = await roundsByIds(
    studio.db,
    legs.map((leg) => leg.round_id),
  );
  const line = await openLine(studio, request.brand, request.vendorCode, bet.game_code);
  if (line.rules.quotesCashOut && request.offer === undefined) throw new StudioError('VALIDATION_FAILED');
  const traded = line.rules.pricedByBook ? rounds.map((round) => round.round_id) : [];
  const value = await withBooks(studio.db, studio.dialect, traded, bet.session_key, async (tx, books) => {
    const offer = offerOn(line, bet, legs, rounds, books, studio.now());
    if (offer === null) throw new StudioError('CASH_OUT_UNAVAILABLE');
    if (request.offer !== undefined && request.offer !== offer) {
      // Cashed out by a call of a moment ago (which moved the book): that is no offer changed.
      if ((await betById(tx, bet.bet_id))?.status !== 'PLACED') throw new StudioError('CASH_OUT_UNAVAILABLE');
      throw new StudioError('CASH_OUT_CHANGED', undefined, { offer });
    }
    const claimed = await moveBet(tx, bet.bet_id, 'PLACED', {
      status: 'SETTLING',
      payout: offer,
      outcome: 'CASHED_OUT',
      settledAt: studio.now(),
    });
    if (!claimed) throw new StudioError('CASH_OUT_UNAVAILABLE');
    return offer;
  });
  const settling = { ...bet, status: 'SETTLING' as const, payout: value, outcome: 'CASHED_OUT' as const };
  // Not paid now (the wallet out of reach), the scheduler sends the same win again.
  await payBet(studio, settling);
  const after = (await betById(studio.db, bet.bet_id)) ?? settling;
  for (const key of new Set(rounds.map((round) => round.line_key))) await bumpLine(studio.db, key);
  return betView(after, legs);
}
