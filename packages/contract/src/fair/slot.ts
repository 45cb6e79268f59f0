import { MAX_FAIR_STAKE } from './fair-money';
import type { FairStream } from './fair-stream';
import { evaluateLine } from './slot-lines';
import { SLOT_EXACT_RTP } from './slot-odds';
import {
  SLOT_LINE_PAYS,
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_REEL_STRIPS,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from './slot-paytable';

/**
 * The 5-reel, 3-row, 25-line slot (RNG). The stake is a whole number of minor units divisible by
 * 25 (line bet = stake / 25); every pay is a whole number of line bets or total bets, so payouts
 * need no rounding. Each line pays at most one win, counted from the leftmost reel; all line wins
 * and the scatter win add up.
 */

export const SLOT_RTP = SLOT_EXACT_RTP;

export const SLOT_RULES = {
  game: 'slot',
  rtp: SLOT_RTP,
  reels: SLOT_REELS,
  rows: SLOT_ROWS,
  lines: SLOT_LINES,
  symbols: SLOT_SYMBOLS,
  linePays: SLOT_LINE_PAYS,
  scatterPays: SLOT_SCATTER_PAYS,
  paylines: SLOT_PAYLINES,
  reelStrips: SLOT_REEL_STRIPS,
  stake: 'a multiple of 25 minor units; line bet = stake / 25',
} as const;

const SCATTER = 'SCATTER';

export interface SlotBet {
  amount: number;
}

export interface SlotLineWin {
  /** 0-based index into SLOT_PAYLINES. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pays: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  /** In total bets. */
  scatterPays: number;
  payout: number;
  /** payout / stake, for display. */
  multiplier: number;
}

export function slotStops(stream: FairStream, strips = SLOT_REEL_STRIPS): number[] {
  return strips.map((strip) => stream.nextInt(strip.length));
}

export function slotGrid(stops: readonly number[], strips = SLOT_REEL_STRIPS): SlotSymbol[][] {
  return strips.map((strip, reel) => Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

function assertSlotStake(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < SLOT_LINES || amount % SLOT_LINES !== 0 || amount > MAX_FAIR_STAKE)
    throw new RangeError(`a slot stake is a positive multiple of ${SLOT_LINES} minor units, got ${amount}`);
}

export function settleSlot(stops: readonly number[], bet: SlotBet, strips = SLOT_REEL_STRIPS): SlotOutcome {
  assertSlotStake(bet.amount);
  const grid = slotGrid(stops, strips);
  const lineWins: SlotLineWin[] = [];
  const symbols: SlotSymbol[] = []; // reused for every line: the bench spins this 10 million times
  for (let line = 0; line < SLOT_PAYLINES.length; line += 1) {
    const rows = SLOT_PAYLINES[line]!;
    for (let reel = 0; reel < rows.length; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const win = evaluateLine(symbols);
    if (win) lineWins.push({ line, symbol: win.symbol, count: win.count, pays: win.pays });
  }
  let scatterCount = 0;
  for (const column of grid) for (const symbol of column) if (symbol === SCATTER) scatterCount += 1;
  const scatterPays = SLOT_SCATTER_PAYS[scatterCount] ?? 0;
  const lineBet = bet.amount / SLOT_LINES;
  const payout = lineWins.reduce((sum, win) => sum + win.pays * lineBet, 0) + scatterPays * bet.amount;
  return { stops: [...stops], grid, lineWins, scatterCount, scatterPays, payout, multiplier: payout / bet.amount };
}

export const playSlot = (stream: FairStream, bet: SlotBet): SlotOutcome => settleSlot(slotStops(stream), bet);
