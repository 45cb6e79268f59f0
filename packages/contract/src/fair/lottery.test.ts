import { describe, expect, it } from 'vitest';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';
import { drawLottery, lotteryHits, lotteryPickOf, lotteryPrizeTable, LOTTERY_MODES } from './lottery';

const { serverSeed, clientSeed } = FAIR_EXAMPLE;

describe('lottery draws', () => {
  it('draws each prize number as one nextInt(100000) of the result stream, the special prize first', () => {
    const stream = fairStream(serverSeed, clientSeed, 1);
    const expected = Array.from({ length: 18 }, () => String(stream.nextInt(100_000)).padStart(5, '0'));
    expect(drawLottery(fairStream(serverSeed, clientSeed, 1), 18)).toEqual(expected);
    expect(expected.every((number) => /^\d{5}$/.test(number))).toBe(true);
  });

  it('pays each bet type by the last digits, a lô once per number that ends in it', () => {
    const numbers = ['12345', '00045', '99945', '10000'];
    expect(lotteryHits(numbers, { type: 'DE2', number: 45 })).toBe(1);
    expect(lotteryHits(numbers, { type: 'DE2', number: 46 })).toBe(0);
    expect(lotteryHits(numbers, { type: 'DE3', number: 345 })).toBe(1);
    expect(lotteryHits(numbers, { type: 'LO2', number: 45 })).toBe(3);
    expect(lotteryHits(numbers, { type: 'LO2', number: 0 })).toBe(1);
    expect(lotteryHits(numbers, { type: 'BIG' })).toBe(0);
    expect(lotteryHits(numbers, { type: 'SMALL' })).toBe(1);
  });

  it('states a return of 95% or more for every bet type and mode', () => {
    for (const mode of Object.values(LOTTERY_MODES))
      for (const row of lotteryPrizeTable(mode.prizes)) {
        expect(row.rtp).toBeGreaterThanOrEqual(0.94);
        expect(row.rtp).toBeLessThanOrEqual(0.98);
      }
  });

  it('refuses a pick that does not fit its type', () => {
    expect(() => lotteryPickOf({ type: 'DE2', number: 100 })).toThrow(RangeError);
    expect(() => lotteryPickOf({ type: 'DE3', number: 1.5 })).toThrow(RangeError);
    expect(() => lotteryPickOf({ type: 'BIG', number: 3 })).toThrow(RangeError);
    expect(() => lotteryPickOf({ type: 'JACKPOT' })).toThrow(RangeError);
    expect(lotteryPickOf({ type: 'DE3', number: 7 })).toEqual({ type: 'DE3', number: 7 });
  });
});
