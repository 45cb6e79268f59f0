import { SLOT_PAYLINES, SLOT_REELS, SLOT_ROWS, type SlotLinePays } from './slot-paytable';

/**
 * The published maths of the studio's slots (studio-slot.ts): the built-in slot's reel strips and
 * symbols with the studio's own paytable, any number of paylines from 1 to 243, free spins and a
 * bonus wheel. Everything the RTP depends on is here; studio-slot-odds.ts recomputes it exactly.
 */

/** Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. */
export const STUDIO_LINE_PAYS: SlotLinePays = {
  CROWN: [20, 90, 450],
  GEM: [18, 65, 220],
  BELL: [13, 35, 130],
  ACE: [9, 22, 90],
  KING: [7, 18, 70],
  QUEEN: [5, 13, 55],
  JACK: [4, 10, 45],
  TEN: [3, 8, 35],
};

/** SCATTER pays anywhere, in total bets. */
export const STUDIO_SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };

/** Three or more scatters on a paid spin start this many free spins, their wins multiplied; free spins do not retrigger. */
export const STUDIO_FREE_SPINS = 8;
export const STUDIO_FREE_SPIN_MULTIPLIER = 2;

/** Four or more scatters on a paid spin also start the bonus wheel: one of these prizes, in total bets, each equally likely. */
export const STUDIO_BONUS_PRIZES: readonly number[] = [5, 5, 10, 10, 10, 15, 20, 25, 50, 100];

/** The most paylines a 5-reel, 3-row screen has: every row choice on every reel ("243 ways"). */
export const STUDIO_MAX_LINES = SLOT_ROWS ** SLOT_REELS;

/**
 * The first `lines` paylines: the built-in slot's 25, then every other row pattern in counting
 * order. Every payline has the same expected pay (each reel's row shows its strip's symbols in the
 * same proportions), so the RTP does not depend on the count.
 */
export function studioPaylines(lines: number): number[][] {
  if (!Number.isInteger(lines) || lines < 1 || lines > STUDIO_MAX_LINES)
    throw new RangeError(`lines must be 1..${STUDIO_MAX_LINES}, got ${lines}`);
  const all = SLOT_PAYLINES.map((line) => [...line]);
  const seen = new Set(all.map((line) => line.join('')));
  for (let code = 0; all.length < lines; code += 1) {
    const line = Array.from({ length: SLOT_REELS }, (_, reel) => Math.floor(code / SLOT_ROWS ** (SLOT_REELS - 1 - reel)) % SLOT_ROWS);
    if (!seen.has(line.join(''))) all.push(line);
  }
  return all.slice(0, lines);
}
