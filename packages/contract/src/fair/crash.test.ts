import { describe, expect, it } from 'vitest';
import { crashPointOf, playCrash, settleCrash } from './crash';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';

const TWO_POW_32 = 2 ** 32;

describe('crash', () => {
  it('maps the word to max(1.00, floor(99 x 2^32 / (2^32 - h)) / 100)', () => {
    expect(crashPointOf(0)).toBe(100);
    expect(crashPointOf(TWO_POW_32 / 2)).toBe(198);
    expect(crashPointOf(TWO_POW_32 - 1)).toBe(99 * TWO_POW_32);
  });

  it('reaches m with chance 0.99 / m: the first word reaching 2.00x is where the count says', () => {
    for (const target of [101, 150, 200, 1_000, 123_456]) {
      const winning = Math.floor((99 * TWO_POW_32) / target); // words that reach the target
      const first = TWO_POW_32 - winning;
      expect(crashPointOf(first)).toBeGreaterThanOrEqual(target);
      expect(crashPointOf(first - 1)).toBeLessThan(target);
      expect(Math.abs(winning / TWO_POW_32 - 0.99 / (target / 100))).toBeLessThan(2 ** -32);
    }
  });

  it('pays the cash-out target when the crash point reaches it, rounded down', () => {
    expect(settleCrash(200, { amount: 100, cashOutAt: 200 })).toEqual({ crashPoint: 200, win: true, multiplier: 2, payout: 200 });
    expect(settleCrash(199, { amount: 100, cashOutAt: 200 })).toEqual({ crashPoint: 199, win: false, multiplier: 0, payout: 0 });
    expect(settleCrash(5_000, { amount: 3, cashOutAt: 133 }).payout).toBe(3); // 3.99 rounds down
    expect(() => settleCrash(500, { amount: 100, cashOutAt: 100 })).toThrow(RangeError);
    expect(() => settleCrash(500, { amount: 100, cashOutAt: 1_000_001 })).toThrow(RangeError);
  });

  it('crashes at the independently computed example points', () => {
    const points = [0, 1, 2, 3, 4].map(
      (nonce) => playCrash(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, nonce), { amount: 100, cashOutAt: 200 }).crashPoint,
    );
    expect(points).toEqual([422, 252, 406, 199, 395]);
  });
});
