import { STUDIO_KIND_NAMES, type StudioKind } from '../studio';
import type { FairStream } from './fair-stream';
import { playStudioBingo } from './studio-bingo';
import { playFish } from './studio-fish';
import { LIVE_TABLES, playLive, type LiveTable } from './studio-live';
import { autoArrange, dealPusoy, showdownPusoy, type PusoyRows } from './studio-pusoy';
import { playStudioSlot } from './studio-slot';
import { replayTongits } from './studio-tongits';
import { playWheel } from './studio-wheel';

/**
 * The studio's rounds as the verifier replays them. The studio sends each round's bet to the
 * platform as `fairness.bet` (its rules' `fairBet`: everything the engine needs, the table's part
 * included), under the game name `studio-<kind>`; here every studio game type maps that bet to
 * its engine, the same pure function the studio played the round with. A new game type adds its
 * line (the record below is over every kind, so one without a replay does not compile).
 */

/** The studio's instant kinds; its scheduled games (a draw, a fight, a fixture) replay through scheduled-replay.ts. */
export type StudioFairKind = StudioKind;

export type StudioFairGame = `studio-${StudioFairKind}`;
export const STUDIO_FAIR_GAMES: readonly StudioFairGame[] = STUDIO_KIND_NAMES.map((kind) => `studio-${kind}` as const);

export type StudioReplay = (stream: FairStream, bet: Record<string, unknown>) => { payout: number };

/** A whole number field of the recorded bet, or a RangeError the verifier shows. */
export function betNumber(bet: Record<string, unknown>, field: string): number {
  const value = bet[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new RangeError(`the bet needs a whole number "${field}"`);
  return value;
}

/** A card hand's recorded rows (front 3, middle 5, back 5 card numbers), or undefined when none were recorded. */
function recordedRows(bet: Record<string, unknown>): PusoyRows | undefined {
  const rows = bet.rows as Partial<Record<keyof PusoyRows, unknown>> | undefined;
  if (rows === undefined) return undefined;
  const cards = (row: unknown, length: number) => {
    if (!Array.isArray(row) || row.length !== length || !row.every((card) => Number.isInteger(card) && card >= 0 && card < 52))
      throw new RangeError('the rows are three lists of 3, 5 and 5 cards');
    return row as number[];
  };
  return { front: cards(rows?.front, 3), middle: cards(rows?.middle, 5), back: cards(rows?.back, 5) };
}

/** A Tongits hand's recorded moves (the player's, in the notation of studio-tongits.ts `parseMove`). */
function recordedMoves(bet: Record<string, unknown>): string[] | undefined {
  const moves = bet.moves;
  if (moves === undefined) return undefined;
  if (!Array.isArray(moves) || moves.length > 200 || !moves.every((move) => typeof move === 'string' && move.length <= 40))
    throw new RangeError('the moves are a list of moves such as "D", "M3.16.29", "X40"');
  return moves as string[];
}

/** A live table's recorded table name and stakes per spot. */
function liveBet(bet: Record<string, unknown>): { table: LiveTable; spots: Record<string, number> } {
  const table = bet.table as LiveTable;
  if (!LIVE_TABLES.includes(table)) throw new RangeError(`the table is one of ${LIVE_TABLES.join(', ')}`);
  const spots = bet.spots;
  if (!spots || typeof spots !== 'object') throw new RangeError('the bet needs its spots');
  return { table, spots: Object.fromEntries(Object.keys(spots).map((spot) => [spot, betNumber(spots as Record<string, unknown>, spot)])) };
}

export const STUDIO_REPLAYS: Record<StudioFairKind, StudioReplay> = {
  slot: (stream, bet) => playStudioSlot(stream, { lineBet: betNumber(bet, 'lineBet'), lines: betNumber(bet, 'lines') }),
  wheel: (stream, bet) => playWheel(stream, { amount: betNumber(bet, 'amount') }),
  bingo: (stream, bet) => playStudioBingo(stream, { cards: betNumber(bet, 'cards'), cardBet: betNumber(bet, 'cardBet') }),
  fish: (stream, bet) => playFish(stream, { amount: betNumber(bet, 'amount'), target: betNumber(bet, 'target') }),
  // The deal from the stream, then the player's recorded rows (or the auto-arrange rule, as a hand shown down for the player).
  pusoy: (stream, bet) => {
    const seated = { point: betNumber(bet, 'point'), seat: betNumber(bet, 'seat') };
    const hands = dealPusoy(stream);
    const hand = hands[seated.seat];
    if (!hand) throw new RangeError('the seat is 0 to 3');
    return showdownPusoy(hands, seated, recordedRows(bet) ?? autoArrange(hand));
  },
  // The deal from the stream, the player's recorded moves (each answered by the bots' rule), then the auto-play rule to the end.
  tongits: (stream, bet) => {
    const moves = recordedMoves(bet);
    return replayTongits(stream, { stake: betNumber(bet, 'stake'), ...(moves ? { moves } : {}) });
  },
  // The recorded stakes came from a played round, so any whole stake is a chip here.
  live: (stream, bet) => {
    const { table, spots } = liveBet(bet);
    return playLive(stream, table, spots, 1);
  },
};

/** A sample recorded bet per game type, for the verifier's form (amounts in minor units). */
export const STUDIO_SAMPLE_BETS: Record<StudioFairKind, Record<string, unknown>> = {
  slot: { lineBet: 10, lines: 20 },
  wheel: { amount: 500 },
  bingo: { cards: 2, cardBet: 500 },
  fish: { amount: 500, target: 0 },
  pusoy: { point: 100, seat: 0 },
  tongits: { stake: 100, moves: [] },
  live: { table: 'baccarat', spots: { banker: 1000 } },
};

export const isStudioFairGame = (game: unknown): game is StudioFairGame =>
  typeof game === 'string' && (STUDIO_FAIR_GAMES as readonly string[]).includes(game);

export const studioKindOfFairGame = (game: StudioFairGame): StudioFairKind => game.slice('studio-'.length) as StudioFairKind;

/** A studio round replayed from its recorded bet. */
export function replayStudio(game: StudioFairGame, stream: FairStream, bet: unknown): { payout: number } {
  if (!bet || typeof bet !== 'object') throw new RangeError('the bet is an object');
  return STUDIO_REPLAYS[studioKindOfFairGame(game)](stream, bet as Record<string, unknown>);
}
