import { describe, expect, it } from 'vitest';
import { DICE_RTP, diceMultiplier, diceWinValues, playDice, settleDice } from './dice';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';

describe('dice', () => {
  it('pays (100 - 1) / chance, rounded down to the minor unit', () => {
    expect(settleDice(4_949, { amount: 100, direction: 'under', target: 4_950 })).toEqual({
      roll: 4_949,
      win: true,
      winValues: 4_950,
      multiplier: 2,
      payout: 200,
    });
    expect(settleDice(4_950, { amount: 100, direction: 'under', target: 4_950 }).payout).toBe(0);
    // Over 50.49 wins on 50.50..99.99: 4,949 values, 9900/4949 = 2.00040…, so 100 pays 200.
    expect(settleDice(5_050, { amount: 100, direction: 'over', target: 5_049 })).toMatchObject({
      win: true,
      winValues: 4_950,
      payout: 200,
    });
    expect(settleDice(5_049, { amount: 100, direction: 'over', target: 5_049 }).win).toBe(false);
    expect(settleDice(0, { amount: 100, direction: 'under', target: 100 }).payout).toBe(9_900);
    expect(settleDice(0, { amount: 7, direction: 'under', target: 4_900 }).payout).toBe(14); // 7 x 2.0204… = 14.14
    expect(settleDice(0, { amount: 100_000, direction: 'under', target: 3_300 }).payout).toBe(300_000);
  });

  it('returns 99% at every target before rounding', () => {
    for (const winValues of [100, 1_234, 4_950, 9_800]) expect((winValues / 10_000) * diceMultiplier(winValues)).toBeCloseTo(DICE_RTP, 12);
  });

  it('keeps the chance between 1% and 98%', () => {
    expect(diceWinValues('under', 9_800)).toBe(9_800);
    expect(diceWinValues('over', 199)).toBe(9_800);
    expect(() => diceWinValues('under', 99)).toThrow(RangeError);
    expect(() => diceWinValues('over', 9_900)).toThrow(RangeError);
    expect(() => diceWinValues('under', 10_000)).toThrow(RangeError);
    expect(() => settleDice(0, { amount: 0, direction: 'under', target: 5_000 })).toThrow(RangeError);
    expect(() => settleDice(0, { amount: 1.5, direction: 'under', target: 5_000 })).toThrow(RangeError);
  });

  it('rolls the independently computed example values', () => {
    const rolls = [0, 1, 2, 3, 4].map(
      (nonce) =>
        playDice(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, nonce), { amount: 100, direction: 'under', target: 4_950 })
          .roll,
    );
    expect(rolls).toEqual([1_245, 6_958, 8_476, 9_187, 9_130]);
  });
});
