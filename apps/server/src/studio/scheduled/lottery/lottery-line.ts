import type { ScheduledLine } from '../scheduled-game';

/** A lottery's line: its prize mode's schedule and draw size, and the stakes its slip offers. */
export interface LotteryLine extends ScheduledLine {
  prizeMode: string;
  prizes: number;
  bets: number[];
}
