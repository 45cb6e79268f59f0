import type { ScheduledLine } from '../scheduled-game';

/** A crash line: a round every 20 s, and the stakes its page offers. */
export interface CrashLine extends ScheduledLine {
  game: 'crash';
  /** The stakes the page offers, smallest first. */
  bets: number[];
}
