import { bookForBet } from '@panalo/contract/fair/market-maker';
import {
  drawFightCard,
  drawFightResult,
  FIGHT_DRAW_ODDS,
  FIGHT_PICKS,
  fightOdds,
  fightOutcome,
  isFightPick,
  type FightCard,
  type FightPick,
  type FightResult,
} from '@panalo/contract/fair/cockfight';
import { defineScheduledGame, type RoundBook } from '../scheduled-game';
import { FIGHT_BETTING_MS, FIGHT_CHIPS, FIGHT_PERIOD_MS, FIGHT_RUN_MS, type CockfightLine } from './cockfight-line';
import { renderCockfightPage } from './cockfight-page';

/**
 * The cockfight arenas (docs/studio.md, "Cockfight"): every entry of a cockfight vendor is an
 * arena with a fight every 3 minutes. Betting is open for 2.5 minutes before the fight; the fight
 * runs 30 s and is decided from the round's committed seed. Meron and wala odds move with the
 * payouts the round's book owes (contract fair/cockfight.ts, fightOdds): a bet takes the odds its own
 * stake moves to, on the book without the player's own money on the other side, and keeps them; the
 * draw pays 8×; a draw refunds meron and wala.
 */

const DAY_MS = 86_400_000;

export interface FightDetail extends FightCard {
  /** The fight's number in the arena's day (1 at midnight UTC). */
  fightNo: number;
}

/**
 * The prices and the book of a fight taking bets, as its page shows them: the odds of the moment
 * (null: a side taking no bet now), each pick's stakes (its pool) and the payouts it owes.
 */
export interface FightBoard {
  odds: Record<FightPick, number | null>;
  book: Record<FightPick, number>;
  owed: Record<FightPick, number>;
}

const byPick = (totals: Record<string, number>): Record<FightPick, number> =>
  Object.fromEntries(FIGHT_PICKS.map((pick) => [pick, totals[pick] ?? 0])) as Record<FightPick, number>;

export const cockfightGame = defineScheduledGame<CockfightLine, FightDetail, FightPick, FightResult>({
  game: 'cockfight',
  line: (entry) => ({
    game: 'cockfight',
    periodMs: FIGHT_PERIOD_MS,
    openAheadMs: FIGHT_BETTING_MS,
    runMs: FIGHT_RUN_MS,
    minBet: Math.max(100, entry.minBet),
    maxBet: 5_000_000,
    maxLegs: 1,
    chips: FIGHT_CHIPS,
  }),
  prepare: (line, roundNo, stream) => ({ fightNo: (roundNo % (DAY_MS / line.periodMs)) + 1, ...drawFightCard(stream) }),
  pick: (_line, _round, body) => {
    const side = (body as { side?: unknown } | null)?.side;
    if (!isFightPick(side)) throw new RangeError('a fight bet is on meron, wala or draw');
    return { key: side, pick: side };
  },
  pricedByBook: true,
  odds: (_line, _round, pick, book, stake) => fightOdds(pick, bookForBet(book.owed, book.own, pick), stake),
  decide: (_line, _round, stream) => drawFightResult(stream),
  leg: (_line, _round, pick, result) => ({ outcome: fightOutcome(pick, result.winner) }),
  board: (_line, _round, book: RoundBook): FightBoard => ({
    odds: { meron: fightOdds('meron', book.owed), wala: fightOdds('wala', book.owed), draw: FIGHT_DRAW_ODDS },
    book: byPick(book.stakes),
    owed: byPick(book.owed),
  }),
  page: renderCockfightPage,
});
