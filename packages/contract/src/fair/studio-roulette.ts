import type { FairStream } from './fair-stream';

/**
 * European roulette for the studio's live tables: one zero, 37 pockets, one ball per round drawn
 * uniformly (nextInt(37)). Every bet pays by the standard table (straight 35:1, dozens and columns
 * 2:1, even chances 1:1) and loses on zero unless it covers zero, so every bet returns 36/37.
 */

export const ROULETTE_POCKETS = 37;
/** The wheel's pockets clockwise from zero (the European order). */
// prettier-ignore
export const ROULETTE_WHEEL: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
// prettier-ignore
export const ROULETTE_REDS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export const rouletteColour = (pocket: number): 'green' | 'red' | 'black' =>
  pocket === 0 ? 'green' : ROULETTE_REDS.includes(pocket) ? 'red' : 'black';

const OUTSIDE = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'dozen2', 'dozen3', 'col1', 'col2', 'col3'] as const;
/** Spots: `n0` … `n36` (straight up) and the outside bets. */
export const ROULETTE_SPOTS: readonly string[] = [...Array.from({ length: ROULETTE_POCKETS }, (_, n) => `n${n}`), ...OUTSIDE];

/** The pockets a spot covers. */
export function rouletteCovers(spot: string): number[] {
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  const straight = /^n(\d{1,2})$/.exec(spot);
  if (straight && Number(straight[1]) < ROULETTE_POCKETS) return [Number(straight[1])];
  const dozen = /^dozen([123])$/.exec(spot);
  if (dozen) return numbers.filter((n) => Math.ceil(n / 12) === Number(dozen[1]));
  const column = /^col([123])$/.exec(spot);
  if (column) return numbers.filter((n) => ((n - 1) % 3) + 1 === Number(column[1]));
  switch (spot) {
    case 'red':
      return [...ROULETTE_REDS];
    case 'black':
      return numbers.filter((n) => !ROULETTE_REDS.includes(n));
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'low':
      return numbers.filter((n) => n <= 18);
    case 'high':
      return numbers.filter((n) => n > 18);
    default:
      throw new RangeError(`no roulette spot ${spot}`);
  }
}

/** What a winning spot returns per unit, stake included: 36 / (pockets covered), so 36 for straight up, 3 for a dozen, 2 for red. */
export const rouletteReturn = (spot: string): number => 36 / rouletteCovers(spot).length;

/** Every roulette bet: (pockets covered / 37) × 36 / (pockets covered) = 36/37. */
export const rouletteRtp = (spot: string): number => (rouletteCovers(spot).length / ROULETTE_POCKETS) * rouletteReturn(spot);
export const ROULETTE_RTP = 36 / 37;

export const spinRoulette = (stream: FairStream): number => stream.nextInt(ROULETTE_POCKETS);

/** What a spot's stake returns on `pocket`: 0, or stake × 36 / covered (whole: covered divides 36). */
export const rouletteSettle = (spot: string, amount: number, pocket: number): number =>
  rouletteCovers(spot).includes(pocket) ? amount * rouletteReturn(spot) : 0;
