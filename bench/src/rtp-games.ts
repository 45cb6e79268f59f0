import { BACCARAT_RTP, playBaccarat } from '@panalo/contract/fair/baccarat';
import { CRASH_RTP, playCrash } from '@panalo/contract/fair/crash';
import { DICE_RTP, playDice } from '@panalo/contract/fair/dice';
import type { FairStream } from '@panalo/contract/fair/fair-stream';
import { MINES_RTP, playMines } from '@panalo/contract/fair/mines';
import { playSlot, SLOT_RTP } from '@panalo/contract/fair/slot';

/**
 * What the bench plays in each game. A strategy near an even-money chance keeps the variance
 * low, so 10 million rounds measure the RTP to a few hundredths of a point; every strategy of
 * these games has the same stated RTP (slot and baccarat have no strategy; baccarat counts its
 * three bets separately). Stakes are large enough that rounding payouts down costs well under
 * 0.001 pp.
 */

export interface RtpRow {
  label: string;
  stake: number;
  stated: number;
}

export interface RtpGame {
  strategy: string;
  rows: RtpRow[];
  /** Plays one round and returns what each row's bet paid back, stake included. */
  play(stream: FairStream): number[];
}

const STAKE = 100_000; // 1,000.00 in minor units
const MINES_PICKS = [0, 1, 2, 3, 4];

export const RTP_GAMES = {
  slot: {
    strategy: 'all 25 lines, stake 25.00 (line bet 1.00)',
    rows: [{ label: 'slot', stake: 2_500, stated: SLOT_RTP }],
    play: (stream) => [playSlot(stream, { amount: 2_500 }).payout],
  },
  crash: {
    strategy: 'auto cash-out at 2.00x',
    rows: [{ label: 'crash', stake: STAKE, stated: CRASH_RTP }],
    play: (stream) => [playCrash(stream, { amount: STAKE, cashOutAt: 200 }).payout],
  },
  dice: {
    strategy: 'under 49.50 (49.5% chance, 2x)',
    rows: [{ label: 'dice', stake: STAKE, stated: DICE_RTP }],
    play: (stream) => [playDice(stream, { amount: STAKE, direction: 'under', target: 4_950 }).payout],
  },
  mines: {
    strategy: '3 mines, reveal 5 cells then cash out (49.6% chance, 1.9974x)',
    rows: [{ label: 'mines', stake: STAKE, stated: MINES_RTP }],
    play: (stream) => [playMines(stream, { amount: STAKE, mines: 3, picks: MINES_PICKS }).payout],
  },
  baccarat: {
    strategy: 'player, banker and tie each staked every round',
    rows: [
      { label: 'baccarat player', stake: STAKE, stated: BACCARAT_RTP.player },
      { label: 'baccarat banker', stake: STAKE, stated: BACCARAT_RTP.banker },
      { label: 'baccarat tie', stake: STAKE, stated: BACCARAT_RTP.tie },
    ],
    play: (stream) => {
      const { payouts } = playBaccarat(stream, { player: STAKE, banker: STAKE, tie: STAKE });
      return [payouts.player, payouts.banker, payouts.tie];
    },
  },
} satisfies Record<string, RtpGame>;

export type RtpGameName = keyof typeof RTP_GAMES;
