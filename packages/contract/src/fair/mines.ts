import { assertStake, mulDivFloor } from './fair-money';
import { shuffledPrefix, type FairStream } from './fair-stream';

/**
 * Mines (arcade). A 5x5 grid (cells 0..24, row by row) hides N mines: the first N indices of a
 * shuffle of 0..24. The player reveals cells one by one and may cash out after any safe cell; a
 * mine ends the round with nothing. After k safe cells the chance of having survived is
 * C(25-N, k) / C(25, k), so the multiplier is 0.99 x C(25, k) / C(25-N, k): every way of playing
 * returns 99%.
 */

export const MINES_CELLS = 25;
export const MINES_HOUSE_EDGE = 0.01;
export const MINES_RTP = 0.99;

export const MINES_RULES = {
  game: 'mines',
  rtp: MINES_RTP,
  houseEdge: MINES_HOUSE_EDGE,
  cells: MINES_CELLS,
  minMines: 1,
  maxMines: 24,
  mines: 'the first N of a Fisher–Yates shuffle of cells 0..24 (row by row, top left first)',
  payout: 'floor(stake x 99 x C(25, k) / (100 x C(25 - N, k))) after k safe cells, 0 on a mine',
} as const;

export interface MinesBet {
  amount: number;
  mines: number;
  /** The cells revealed, in order; the player cashes out after the last one if none was a mine. */
  picks: readonly number[];
}

export interface MinesOutcome {
  /** Sorted. */
  mineCells: number[];
  /** The pick that hit a mine, or null when the player cashed out. */
  hitMine: number | null;
  safeReveals: number;
  multiplier: number;
  payout: number;
}

/** n choose k, exact for the small numbers here (at most C(25, 12) = 5,200,300). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

function assertMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_RULES.minMines || mines > MINES_RULES.maxMines)
    throw new RangeError(`mines must be 1 to 24, got ${mines}`);
}

/** The multiplier after `safeReveals` safe cells as an exact fraction. */
export function minesMultiplierFraction(mines: number, safeReveals: number): { numerator: number; denominator: number } {
  assertMines(mines);
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > MINES_CELLS - mines)
    throw new RangeError(`safe reveals must be 0 to ${MINES_CELLS - mines}, got ${safeReveals}`);
  return { numerator: 99 * choose(MINES_CELLS, safeReveals), denominator: 100 * choose(MINES_CELLS - mines, safeReveals) };
}

export function minesMultiplier(mines: number, safeReveals: number): number {
  const { numerator, denominator } = minesMultiplierFraction(mines, safeReveals);
  return numerator / denominator;
}

export function minesPayout(amount: number, mines: number, safeReveals: number): number {
  const { numerator, denominator } = minesMultiplierFraction(mines, safeReveals);
  return mulDivFloor(amount, numerator, denominator);
}

/** The multiplier after each number of safe cells, 1..25-N, for the help page. */
export const minesMultiplierTable = (mines: number): number[] =>
  Array.from({ length: MINES_CELLS - mines }, (_, index) => minesMultiplier(mines, index + 1));

export function mineCells(stream: FairStream, mines: number): number[] {
  assertMines(mines);
  return shuffledPrefix(stream, MINES_CELLS, mines).sort((a, b) => a - b);
}

export function settleMines(mineCellList: readonly number[], bet: MinesBet): MinesOutcome {
  assertStake(bet.amount);
  assertMines(bet.mines);
  const { picks } = bet;
  if (picks.length < 1 || picks.length > MINES_CELLS - bet.mines) throw new RangeError(`pick 1 to ${MINES_CELLS - bet.mines} cells`);
  if (new Set(picks).size !== picks.length || picks.some((cell) => !Number.isInteger(cell) || cell < 0 || cell >= MINES_CELLS))
    throw new RangeError('picks must be distinct cells 0..24');
  const mineSet = new Set(mineCellList);
  const hit = picks.findIndex((cell) => mineSet.has(cell));
  const mineCellsSorted = [...mineCellList].sort((a, b) => a - b);
  if (hit >= 0) return { mineCells: mineCellsSorted, hitMine: picks[hit]!, safeReveals: hit, multiplier: 0, payout: 0 };
  return {
    mineCells: mineCellsSorted,
    hitMine: null,
    safeReveals: picks.length,
    multiplier: minesMultiplier(bet.mines, picks.length),
    payout: minesPayout(bet.amount, bet.mines, picks.length),
  };
}

export const playMines = (stream: FairStream, bet: MinesBet): MinesOutcome => settleMines(mineCells(stream, bet.mines), bet);
