import type { FairStream } from './fair-stream';

/**
 * Sic Bo for the studio's live tables: three dice, each nextInt(6) + 1. The paytable is the usual
 * Macau one: Small (4-10) and Big (11-17) 1:1, both losing on any triple; a total 4 or 17 60:1,
 * 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9-12 6:1; any triple 30:1; a specific triple 180:1;
 * a single number 1:1, 2:1 or 3:1 as it shows on one, two or three dice. Each spot's RTP is its
 * exact expectation over the 216 equally likely throws (sicBoRtpOf enumerates them; the test
 * checks the stated figures, all in 216ths).
 */

export type SicBoDice = [number, number, number];

const TOTAL_PAYS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const SIC_BO_TOTAL_PAYS: Readonly<Record<number, number>> = TOTAL_PAYS;
export const SIC_BO_ANY_TRIPLE_PAYS = 30;
export const SIC_BO_TRIPLE_PAYS = 180;

/** Spots: small, big, total4 … total17, anytriple, triple1 … triple6, single1 … single6. */
export const SIC_BO_SPOTS: readonly string[] = [
  'small',
  'big',
  ...Object.keys(TOTAL_PAYS).map((total) => `total${total}`),
  'anytriple',
  ...[1, 2, 3, 4, 5, 6].map((face) => `triple${face}`),
  ...[1, 2, 3, 4, 5, 6].map((face) => `single${face}`),
];

/** The stated RTPs, in 216ths (checked against sicBoRtpOf by the test). */
export const SIC_BO_RTP: Readonly<Record<string, number>> = {
  small: 210 / 216,
  big: 210 / 216,
  total4: 183 / 216,
  total5: 186 / 216,
  total6: 180 / 216,
  total7: 195 / 216,
  total8: 189 / 216,
  total9: 175 / 216,
  total10: 189 / 216,
  total11: 189 / 216,
  total12: 175 / 216,
  total13: 189 / 216,
  total14: 195 / 216,
  total15: 180 / 216,
  total16: 186 / 216,
  total17: 183 / 216,
  anytriple: 186 / 216,
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((face) => [`triple${face}`, 181 / 216])),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((face) => [`single${face}`, 199 / 216])),
};

export const throwDice = (stream: FairStream): SicBoDice => [stream.nextInt(6) + 1, stream.nextInt(6) + 1, stream.nextInt(6) + 1];

/** What a spot returns per unit staked on these dice, stake included (0 when it loses). */
export function sicBoReturn(spot: string, dice: SicBoDice): number {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  if (spot === 'small') return !triple && total <= 10 ? 2 : 0;
  if (spot === 'big') return !triple && total >= 11 ? 2 : 0;
  if (spot === 'anytriple') return triple ? SIC_BO_ANY_TRIPLE_PAYS + 1 : 0;
  const match = /^(total|triple|single)(\d{1,2})$/.exec(spot);
  if (match) {
    const value = Number(match[2]);
    if (match[1] === 'total' && TOTAL_PAYS[value]) return total === value ? TOTAL_PAYS[value] + 1 : 0;
    if (match[1] === 'triple' && value >= 1 && value <= 6) return triple && dice[0] === value ? SIC_BO_TRIPLE_PAYS + 1 : 0;
    if (match[1] === 'single' && value >= 1 && value <= 6) {
      const shown = dice.filter((face) => face === value).length;
      return shown === 0 ? 0 : shown + 1;
    }
  }
  throw new RangeError(`no sic bo spot ${spot}`);
}

/** A spot's exact RTP: its mean return over the 216 throws. */
export function sicBoRtpOf(spot: string): number {
  let returned = 0;
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) returned += sicBoReturn(spot, [a, b, c]);
  return returned / 216;
}
