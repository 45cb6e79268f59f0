import { describe, expect, it } from 'vitest';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';
import { choose, mineCells, minesMultiplier, minesMultiplierTable, minesPayout, playMines, settleMines } from './mines';

describe('mines', () => {
  it('multiplies by 0.99 x C(25, k) / C(25 - N, k)', () => {
    expect(choose(25, 12)).toBe(5_200_300);
    expect(minesMultiplier(1, 1)).toBeCloseTo((0.99 * 25) / 24, 12);
    expect(minesMultiplier(3, 5)).toBeCloseTo((0.99 * 53_130) / 26_334, 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(1, 24)).toBeCloseTo(24.75, 12);
    expect(minesMultiplierTable(24)).toEqual([24.75]);
    expect(minesMultiplierTable(3)).toHaveLength(22);
  });

  it('rounds the payout down to the minor unit', () => {
    expect(minesPayout(100, 3, 5)).toBe(199); // 199.7368…
    expect(minesPayout(100_000, 3, 5)).toBe(199_736);
    // 10^9 x 99 x C(25, 13) passes 2^53 on the way, so BigInt does the sum; the payout itself fits.
    expect(minesPayout(1_000_000_000, 12, 13)).toBe(5_148_297_000_000_000);
    expect(() => minesPayout(1_000_000_000_000, 12, 13)).toThrow(RangeError);
  });

  it('returns 99% over every mine layout: all C(25, 3) layouts against 5 fixed picks', () => {
    const picks = [0, 6, 12, 18, 24];
    let returned = 0;
    let layouts = 0;
    for (let a = 0; a < 25; a += 1)
      for (let b = a + 1; b < 25; b += 1)
        for (let c = b + 1; c < 25; c += 1) {
          returned += settleMines([a, b, c], { amount: 1_000_000, mines: 3, picks }).payout;
          layouts += 1;
        }
    expect(layouts).toBe(2_300);
    expect(returned / (layouts * 1_000_000)).toBeCloseTo(0.99, 5);
  });

  it('ends on the first mine and pays nothing', () => {
    expect(settleMines([4, 7, 20], { amount: 100, mines: 3, picks: [0, 7, 4] })).toEqual({
      mineCells: [4, 7, 20],
      hitMine: 7,
      safeReveals: 1,
      multiplier: 0,
      payout: 0,
    });
    expect(settleMines([4, 7, 20], { amount: 100, mines: 3, picks: [0, 1] })).toMatchObject({ hitMine: null, safeReveals: 2 });
  });

  it('refuses bad games', () => {
    expect(() => settleMines([1], { amount: 100, mines: 0, picks: [2] })).toThrow(RangeError);
    expect(() => settleMines([1], { amount: 100, mines: 1, picks: [2, 2] })).toThrow(RangeError);
    expect(() => settleMines([1], { amount: 100, mines: 1, picks: [25] })).toThrow(RangeError);
    expect(() => settleMines([1], { amount: 100, mines: 24, picks: [2, 3] })).toThrow(RangeError);
    expect(() => settleMines([1], { amount: 100, mines: 1, picks: [] })).toThrow(RangeError);
  });

  it('places the independently computed example mines', () => {
    const layouts = [0, 1, 2].map((nonce) => mineCells(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, nonce), 3));
    expect(layouts).toEqual([
      [2, 8, 20],
      [5, 6, 8],
      [1, 12, 15],
    ]);
    const round = playMines(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, 0), { amount: 100, mines: 3, picks: [0, 1, 2] });
    expect(round).toMatchObject({ hitMine: 2, safeReveals: 2, payout: 0 });
  });
});
