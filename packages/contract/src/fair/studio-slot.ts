import { MAX_FAIR_STAKE } from './fair-money';
import type { FairStream } from './fair-stream';
import { slotGrid, slotStops } from './slot';
import { evaluateLine } from './slot-lines';
import type { SlotSymbol } from './slot-paytable';
import {
  STUDIO_BONUS_PRIZES,
  STUDIO_FREE_SPIN_MULTIPLIER,
  STUDIO_FREE_SPINS,
  STUDIO_LINE_PAYS,
  STUDIO_MAX_LINES,
  STUDIO_SCATTER_PAYS,
  studioPaylines,
} from './studio-slot-paytable';

/**
 * The studio's slot (every slot of the studio's vendors plays it, with the catalogue entry's line
 * count): 5 reels, 3 rows, the built-in slot's strips, 1 to 243 paylines. The player bets per
 * line; every pay is a whole number of line bets or total bets, so payouts need no rounding.
 * Three or more scatters start free spins (wins doubled), four or more also the bonus wheel. The
 * whole round, free spins and bonus included, is drawn from one fair stream: one bet, one win.
 */

/** The stated RTP, equal to studioSlotOdds().rtp (checked by the test). */
export const STUDIO_SLOT_RTP = 0.9630378724477365;

export interface StudioSlotBet {
  lineBet: number;
  lines: number;
}

export interface StudioSpin {
  grid: SlotSymbol[][];
  lineWins: { line: number; symbol: SlotSymbol; count: number; pays: number }[];
  scatterCount: number;
  /** What this spin paid, multiplier included, in minor units. */
  win: number;
}

export interface StudioSlotOutcome {
  lines: number;
  lineBet: number;
  stake: number;
  spin: StudioSpin;
  freeSpins: StudioSpin[];
  /** The bonus wheel's segment (index into STUDIO_BONUS_PRIZES) and its prize, or null. */
  bonus: { segment: number; prize: number } | null;
  payout: number;
}

export function studioSlotStake(bet: StudioSlotBet): number {
  const { lineBet, lines } = bet;
  if (!Number.isInteger(lines) || lines < 1 || lines > STUDIO_MAX_LINES)
    throw new RangeError(`lines must be 1..${STUDIO_MAX_LINES}, got ${lines}`);
  if (!Number.isSafeInteger(lineBet) || lineBet < 1 || lineBet * lines > MAX_FAIR_STAKE)
    throw new RangeError(`a line bet is a whole number of minor units from 1, got ${lineBet}`);
  return lineBet * lines;
}

const paylinesCache = new Map<number, number[][]>();
function paylinesOf(lines: number): number[][] {
  let paylines = paylinesCache.get(lines);
  if (!paylines) paylinesCache.set(lines, (paylines = studioPaylines(lines)));
  return paylines;
}

function spin(stream: FairStream, bet: StudioSlotBet, multiplier: number): StudioSpin {
  const grid = slotGrid(slotStops(stream));
  const lineWins: StudioSpin['lineWins'] = [];
  const symbols: SlotSymbol[] = [];
  const paylines = paylinesOf(bet.lines);
  for (let line = 0; line < paylines.length; line += 1) {
    const rows = paylines[line]!;
    for (let reel = 0; reel < rows.length; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const win = evaluateLine(symbols, STUDIO_LINE_PAYS);
    if (win) lineWins.push({ line, ...win });
  }
  let scatterCount = 0;
  for (const column of grid) for (const symbol of column) if (symbol === 'SCATTER') scatterCount += 1;
  const linePays = lineWins.reduce((sum, win) => sum + win.pays, 0);
  const stake = bet.lineBet * bet.lines;
  const win = (linePays * bet.lineBet + (STUDIO_SCATTER_PAYS[scatterCount] ?? 0) * stake) * multiplier;
  return { grid, lineWins, scatterCount, win };
}

export function playStudioSlot(stream: FairStream, bet: StudioSlotBet): StudioSlotOutcome {
  const stake = studioSlotStake(bet);
  const first = spin(stream, bet, 1);
  const freeSpins: StudioSpin[] = [];
  if (first.scatterCount >= 3)
    for (let index = 0; index < STUDIO_FREE_SPINS; index += 1) freeSpins.push(spin(stream, bet, STUDIO_FREE_SPIN_MULTIPLIER));
  let bonus: StudioSlotOutcome['bonus'] = null;
  if (first.scatterCount >= 4) {
    const segment = stream.nextInt(STUDIO_BONUS_PRIZES.length);
    bonus = { segment, prize: STUDIO_BONUS_PRIZES[segment]! * stake };
  }
  const payout = first.win + freeSpins.reduce((sum, free) => sum + free.win, 0) + (bonus?.prize ?? 0);
  return { lines: bet.lines, lineBet: bet.lineBet, stake, spin: first, freeSpins, bonus, payout };
}

/** The most one round can pay, for the vendor's win limits: every line at its top pay on every spin, and the top bonus. */
export function studioSlotMaxPayout(bet: StudioSlotBet): number {
  const stake = studioSlotStake(bet);
  const topSpin = 450 * bet.lineBet * bet.lines + 50 * stake;
  return topSpin * (1 + STUDIO_FREE_SPINS * STUDIO_FREE_SPIN_MULTIPLIER) + Math.max(...STUDIO_BONUS_PRIZES) * stake;
}
