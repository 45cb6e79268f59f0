import type { Language } from '@panalo/contract/constants';
import type { Game } from '@panalo/contract/games';
import type { FairStream } from '@panalo/contract/fair/fair-stream';
import type { ScheduledGameName } from '@panalo/contract/studio';

/** A scheduled game's name; 'test' is the scheduler tests' own game. */
export type ScheduledGameId = ScheduledGameName | 'test';

/** Decimal odds are kept × 10,000 (1.95 is 19,500): integers on both databases. */
export const ODDS_SCALE = 10_000;

/**
 * How one line runs, drawn from its catalogue entry. Round n's betting closes (and its event
 * starts) at `epoch + n × periodMs`; bets are taken from `openAheadMs` before that; the round is
 * decided `runMs` after it starts (a game may give each round its own run, see `runMsOf`).
 */
export interface ScheduledLine {
  game: ScheduledGameId;
  periodMs: number;
  openAheadMs: number;
  runMs: number;
  /** The stakes a bet may have, in minor units. */
  minBet: number;
  maxBet: number;
  /** How many legs a bet may have: 1 unless the game takes parlays. */
  maxLegs: number;
}

/** A round as the rules see it: its public detail (what `prepare` drew) and, once decided, its result. */
export interface RoundView<Detail = Record<string, unknown>> {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  detail: Detail;
}

/** A leg's fate once its round is decided; `odds` replaces the taken odds (a crash cash-out, a lottery prize). */
export type LegOutcome = { outcome: 'WON'; odds?: number } | { outcome: 'LOST' } | { outcome: 'VOID' };

/**
 * A round's book of the moment, by pick key, from its bets neither refused nor cashed out: what
 * moving odds are drawn from. `owed` is the payout each pick owes (a leg counted as a single of its
 * bet's stake at its taken odds), `stakes` the money on it; `own` is the part of `owed` of the
 * bettor's own bets (their game session), counted only where it works against them
 * (contract fair/market-maker.ts, bookForBet and bookForCashOut).
 */
export interface RoundBook {
  stakes: Record<string, number>;
  owed: Record<string, number>;
  own: Record<string, number>;
}

export interface ScheduledPageView<Line extends ScheduledLine = ScheduledLine> {
  vendor: string;
  vendorName: string;
  entry: Game;
  /** The vendor's entries of this game (a sports book's leagues), the entry among them. */
  games: Game[];
  line: Line;
  brand: string | null;
  token: string | null;
  balance: number;
  currency: string;
  verifyUrl: string;
}

/**
 * The rules of one scheduled game (sports book, cockfight, lottery, crash). The scheduler
 * (scheduled-rounds.service) creates each line's rounds on the clock, takes bets with the odds of
 * the moment, decides each round once from its committed seed, and pays every bet once.
 */
export interface ScheduledGameRules<Line extends ScheduledLine, Detail, Pick, Result> {
  game: ScheduledGameId;
  line(entry: Game): Line;
  /** What round n is about (teams and prices, fighters, the draw), from the round's first fair stream (nonce 0). */
  prepare(line: Line, roundNo: number, stream: FairStream): Detail;
  /** A round's own running time, when it is not the line's `runMs` (a crash round runs until it crashes). */
  runMsOf?(line: Line, detail: Detail): number;
  /** A pick from a request body, with its book key; a RangeError when it does not fit the round. */
  pick(line: Line, round: RoundView<Detail>, body: unknown): { key: string; pick: Pick };
  /**
   * The odds (× ODDS_SCALE) a stake on the pick is taken at now, given the round's book as the bettor
   * meets it (empty unless `pricedByBook`); null when the pick takes no bet of that stake now
   * (BOOK_LIMIT_REACHED).
   */
  odds(line: Line, round: RoundView<Detail>, pick: Pick, book: RoundBook, stake: number): number | null;
  /** The odds move with the round's book: a bet is priced on the book as it is written (one bet after another). */
  pricedByBook?: boolean;
  /** The result, from the round's second fair stream (nonce 1). */
  decide(line: Line, round: RoundView<Detail>, stream: FairStream): Result;
  leg(line: Line, round: RoundView<Detail>, pick: Pick, result: Result): LegOutcome;
  /**
   * What a placed bet is worth now, when the game offers a cash-out (null: not now). `peek` draws a
   * leg's result without revealing it (a crash round's cash-out must come before its crash);
   * `result` is the leg's round's result once decided; `book` is the round's book of the moment with
   * the bettor's own part (this bet included) in `own`.
   */
  cashOut?(
    line: Line,
    legs: { round: RoundView<Detail>; peek: () => Result; result: Result | null; book: RoundBook; pick: Pick; odds: number }[],
    stake: number,
    now: number,
  ): number | null;
  /**
   * The cash-out offer is a price of the moment (it moves with the book): the player's bets show
   * it, and a cash-out names the offer it saw and is refused (CASH_OUT_CHANGED) when it moved.
   */
  quotesCashOut?: boolean;
  /**
   * What pages see of a round's detail until it is decided, when part of it is secret (a crash
   * round's crash point, drawn before the first bet): its decision time, which would give the
   * secret away, is hidden from pages too. Without it the whole detail is public.
   */
  publicDetail?(line: Line, detail: Detail): unknown;
  /** A shared round's table: pages see every bet on the live rounds and the last decided one, the other players' too. */
  showsBets?: boolean;
  /**
   * What a page shows of a round in play (betting closed, not yet decided): a match's running score.
   * Only for games that take no bet and no cash-out on a started round, since `peek` draws the result.
   */
  inPlay?(line: Line, round: RoundView<Detail>, peek: () => Result): unknown;
  /** What a page shows of an open round besides its detail: the prices of the moment (`book.own` is empty: the public book). */
  board?(line: Line, round: RoundView<Detail>, book: RoundBook): unknown;
  page(view: ScheduledPageView<Line>, language: Language, nonce: string): string;
}

export type AnyScheduledRules = ScheduledGameRules<ScheduledLine, unknown, unknown, unknown>;

export const defineScheduledGame = <Line extends ScheduledLine, Detail, Pick, Result>(
  rules: ScheduledGameRules<Line, Detail, Pick, Result>,
): AnyScheduledRules => rules as unknown as AnyScheduledRules;

/**
 * A bet's payout: the stake times every leg's odds, a void leg counting 1 (a parlay goes on without
 * it; a single is refunded); any lost leg loses it all. Rounded down to the minor unit.
 */
export function betPayout(stake: number, legs: readonly { outcome: 'WON' | 'LOST' | 'VOID'; odds: number }[]): number {
  if (legs.some((leg) => leg.outcome === 'LOST')) return 0;
  let payout = BigInt(stake);
  let scale = 1n;
  for (const leg of legs) {
    if (leg.outcome === 'VOID') continue;
    payout *= BigInt(leg.odds);
    scale *= BigInt(ODDS_SCALE);
  }
  return Number(payout / scale);
}
