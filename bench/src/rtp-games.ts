import { BACCARAT_RTP, playBaccarat } from '@panalo/contract/fair/baccarat';
import { CRASH_RTP, playCrash } from '@panalo/contract/fair/crash';
import { DICE_RTP, playDice } from '@panalo/contract/fair/dice';
import type { FairStream } from '@panalo/contract/fair/fair-stream';
import { MINES_RTP, playMines } from '@panalo/contract/fair/mines';
import { playSlot, SLOT_RTP } from '@panalo/contract/fair/slot';
import { DRAGON_TIGER_RTP } from '@panalo/contract/fair/studio-dragon-tiger';
import { playLive, type LiveTable } from '@panalo/contract/fair/studio-live';
import { ROULETTE_RTP } from '@panalo/contract/fair/studio-roulette';
import { SIC_BO_RTP } from '@panalo/contract/fair/studio-sicbo';
import { playStudioBingo, STUDIO_BINGO_RTP } from '@panalo/contract/fair/studio-bingo';
import { playStudioSlot, STUDIO_SLOT_RTP } from '@panalo/contract/fair/studio-slot';
import { FISH_RTP, playFish } from '@panalo/contract/fair/studio-fish';
import { playWheel, WHEEL_RTP } from '@panalo/contract/fair/studio-wheel';
import { playPusoy, PUSOY_RTP, pusoyStake } from '@panalo/contract/fair/studio-pusoy';
import { playTongits, TONGITS_RTP } from '@panalo/contract/fair/studio-tongits';

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

/**
 * A live table with STAKE on each of `spots` every deal, one row a spot. The rows are the table's
 * bets whose spread lets 10 million deals land within the goal; the rarer long shots (roulette
 * straight up, sic bo triples and totals 4/17) have their exact RTP checked by the unit test.
 */
function liveTableGame(table: LiveTable, spots: string[], stated: (spot: string) => number, strategy: string): RtpGame {
  const bets = Object.fromEntries(spots.map((spot) => [spot, STAKE]));
  return {
    strategy,
    rows: spots.map((spot) => ({ label: `studio ${table} ${spot}`, stake: STAKE, stated: stated(spot) })),
    play: (stream) => {
      const { payouts } = playLive(stream, table, bets, 100);
      return spots.map((spot) => payouts[spot]!);
    },
  };
}
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
  'studio-slot': {
    strategy: 'the studio slot, all 243 lines at line bet 1.00 (every line count has the same RTP), free spins and bonus included',
    rows: [{ label: 'studio slot', stake: 24_300, stated: STUDIO_SLOT_RTP }],
    play: (stream) => [playStudioSlot(stream, { lineBet: 100, lines: 243 }).payout],
  },
  'studio-wheel': {
    strategy: 'the studio prize wheel (arcade and mini games)',
    rows: [{ label: 'studio wheel', stake: STAKE, stated: WHEEL_RTP }],
    play: (stream) => [playWheel(stream, { amount: STAKE }).payout],
  },
  'studio-fish': {
    strategy:
      'the studio fishing game, every shot aimed at the clownfish (every species returns the same; a quarter of shots stray to any species)',
    rows: [{ label: 'studio fish', stake: STAKE, stated: FISH_RTP }],
    play: (stream) => [playFish(stream, { amount: STAKE, target: 0 }).payout],
  },
  'studio-pusoy': {
    strategy: 'the studio Pusoy room, point 10.00 (buy-in 180.00), the player arranging by the auto-arrange rule as the bots do',
    rows: [{ label: 'studio pusoy', stake: pusoyStake(1_000), stated: PUSOY_RTP }],
    play: (stream) => [playPusoy(stream, { point: 1_000, seat: 0 }).payout],
  },
  'studio-tongits': {
    strategy:
      'the studio Tongits room, stake 100.00, the player playing the auto-play rule as the bots do (the dealer drawn from the stream)',
    rows: [{ label: 'studio tongits', stake: 10_000, stated: TONGITS_RTP }],
    play: (stream) => [playTongits(stream, { stake: 10_000 }).payout],
  },
  'studio-baccarat': liveTableGame(
    'baccarat',
    ['player', 'banker', 'tie'],
    (spot) => BACCARAT_RTP[spot as 'player'],
    'the studio live baccarat table: player, banker and tie each staked every deal',
  ),
  'studio-roulette': liveTableGame(
    'roulette',
    ['red', 'odd', 'low', 'dozen1', 'col1'],
    () => ROULETTE_RTP,
    'the studio live European roulette: red, odd, 1-18, first dozen and first column each staked every spin',
  ),
  'studio-dragon-tiger': liveTableGame(
    'dragon-tiger',
    ['dragon', 'tiger', 'tie'],
    (spot) => DRAGON_TIGER_RTP[spot as 'dragon'],
    'the studio live dragon tiger: dragon, tiger and tie each staked every deal',
  ),
  'studio-sic-bo': liveTableGame(
    'sic-bo',
    ['small', 'big', 'total7', 'total10', 'single6'],
    (spot) => SIC_BO_RTP[spot]!,
    'the studio live sic bo: small, big, total 7, total 10 and single 6 each staked every throw',
  ),
  'studio-bingo': {
    strategy: 'the studio 75-ball bingo, one card a round (every card of a round has the same expected pay)',
    rows: [{ label: 'studio bingo', stake: STAKE, stated: STUDIO_BINGO_RTP }],
    play: (stream) => [playStudioBingo(stream, { cards: 1, cardBet: STAKE }).payout],
  },
} satisfies Record<string, RtpGame>;

export type RtpGameName = keyof typeof RTP_GAMES;
