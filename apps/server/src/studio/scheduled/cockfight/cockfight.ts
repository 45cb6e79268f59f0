import {
  drawFightCard,
  drawFightResult,
  FIGHT_DRAW_ODDS,
  FIGHT_PICKS,
  fightOdds,
  fightOutcome,
  isFightPick,
  type FightBook,
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
 * round's book and are fixed when a bet is taken; the draw pays 8×; a draw refunds meron and wala.
 */

const DAY_MS = 86_400_000;

export interface FightDetail extends FightCard {
  /** The fight's number in the arena's day (1 at midnight UTC). */
  fightNo: number;
}

/** The prices and the book of a fight taking bets, as its page shows them. */
export interface FightBoard {
  odds: Record<FightPick, number>;
  book: Record<FightPick, number>;
}

const fightBook = (book: RoundBook): FightBook => Object.fromEntries(FIGHT_PICKS.map((pick) => [pick, book[pick] ?? 0]));

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
  odds: (_line, _round, pick, book) => fightOdds(pick, fightBook(book)),
  decide: (_line, _round, stream) => drawFightResult(stream),
  leg: (_line, _round, pick, result) => ({ outcome: fightOutcome(pick, result.winner) }),
  board: (_line, _round, book): FightBoard => {
    const taken = fightBook(book) as Record<FightPick, number>;
    return { odds: { meron: fightOdds('meron', taken), wala: fightOdds('wala', taken), draw: FIGHT_DRAW_ODDS }, book: taken };
  },
  page: renderCockfightPage,
});
