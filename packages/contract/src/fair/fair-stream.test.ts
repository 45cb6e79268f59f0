import { describe, expect, it } from 'vitest';
import { FAIR_EXAMPLE } from './fair-example';
import { FairStream, fairStream, ShuffleDealer, shuffle, shuffledPrefix, type BlockSource } from './fair-stream';

/** A block source that serves the given words, eight per block, then zeros. */
function wordsSource(words: number[]): BlockSource {
  return (cursor) => {
    const block = new Uint8Array(32);
    const view = new DataView(block.buffer);
    for (let i = 0; i < 8; i += 1) view.setUint32(i * 4, words[cursor * 8 + i] ?? 0);
    return block;
  };
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('fair stream', () => {
  it('reads big-endian 32-bit words, eight per block, then the next cursor', () => {
    const cursors: number[] = [];
    const stream = new FairStream((cursor) => {
      cursors.push(cursor);
      return wordsSource([1, 0xdeadbeef, 3, 4, 5, 6, 7, 8, 9])(cursor);
    });
    const read = Array.from({ length: 9 }, () => stream.nextUint32());
    expect(read).toEqual([1, 0xdeadbeef, 3, 4, 5, 6, 7, 8, 9]);
    expect(cursors).toEqual([0, 1]);
    expect(stream.used).toBe(9);
  });

  it('matches the independently computed first words of the example round', () => {
    const stream = fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, 0);
    expect(stream.nextUint32()).toBe(0xc40746ed);
    expect(stream.nextUint32()).toBe(0x7b4be089);
  });

  it('rejects words at or above the largest multiple of n, and keeps the rest', () => {
    // n = 3: 2^32 mod 3 = 1, so only 0xffffffff is thrown away.
    const stream = new FairStream(wordsSource([0xffffffff, 0xfffffffe, 7]));
    expect(stream.nextInt(3)).toBe(0xfffffffe % 3);
    expect(stream.used).toBe(2);
    // n = 10,000: words from 4,294,960,000 up are thrown away.
    const dice = new FairStream(wordsSource([4_294_960_000, 4_294_959_999]));
    expect(dice.nextInt(10_000)).toBe(9_999);
    expect(dice.used).toBe(2);
  });

  it('stays within [0, n) at the edges', () => {
    expect(new FairStream(wordsSource([0xffffffff])).nextInt(1)).toBe(0);
    expect(new FairStream(wordsSource([0xffffffff])).nextInt(2 ** 32)).toBe(0xffffffff);
    expect(() => new FairStream(wordsSource([])).nextInt(0)).toThrow(RangeError);
    expect(() => new FairStream(wordsSource([])).nextInt(2 ** 32 + 1)).toThrow(RangeError);
    const stream = fairStream('bounds', 'check', 1);
    for (const n of [1, 2, 3, 7, 25, 416, 10_000, 2 ** 31 + 1]) {
      for (let i = 0; i < 200; i += 1) {
        const x = stream.nextInt(n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
  });

  it('shows no modulo bias on a small n (fixed seed, so the check is deterministic)', () => {
    // 60,000 draws of a die; chi-square with 5 degrees of freedom is above 20.5 one time in 1,000.
    const counts = new Array<number>(6).fill(0);
    const stream = fairStream(FAIR_EXAMPLE.serverSeed, 'modulo-bias', 0);
    for (let i = 0; i < 60_000; i += 1) counts[stream.nextInt(6)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(20.5);
  });

  it('accepts exactly the words below a multiple of n, so every value has the same number of words', () => {
    for (const n of [3, 6, 7, 25, 416, 10_000]) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      expect(limit % n).toBe(0);
      expect(new FairStream(wordsSource([limit - 1])).nextInt(n)).toBe(n - 1);
      const rejected = new FairStream(wordsSource([limit, 5]));
      expect(rejected.nextInt(n)).toBe(5 % n);
      expect(rejected.used).toBe(2);
    }
  });

  it('gives floats in [0, 1) from 53 bits', () => {
    expect(new FairStream(wordsSource([0, 0])).nextFloat()).toBe(0);
    const top = new FairStream(wordsSource([0xffffffff, 0xffffffff])).nextFloat();
    expect(top).toBe(1 - 2 ** -53);
    expect(new FairStream(wordsSource([0x80000000, 0])).nextFloat()).toBe(0.5);
  });
});

describe('shuffle', () => {
  it('deals the same first cards as the whole shuffle', () => {
    const whole = shuffledPrefix(fairStream('s', 'c', 3), 416, 416);
    expect(shuffledPrefix(fairStream('s', 'c', 3), 416, 6)).toEqual(whole.slice(0, 6));
    expect([...whole].sort((a, b) => a - b)).toEqual(Array.from({ length: 416 }, (_, i) => i));
    const dealer = new ShuffleDealer(fairStream('s', 'c', 3), 416);
    expect([dealer.next(), dealer.next()]).toEqual(whole.slice(0, 2));
    expect(dealer.dealt).toBe(2);
  });

  it('matches the independently computed example: the first six cards of the shoe', () => {
    expect(shuffledPrefix(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, 0), 416, 6)).toEqual([109, 260, 54, 43, 344, 305]);
  });

  it('makes every order of three items about equally likely', () => {
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < 12_000; nonce += 1) {
      const order = shuffle(fairStream('perm', 'check', nonce), ['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()])).toBeLessThan(20.5);
  });

  it('stops after the last position and shuffles nothing to nothing', () => {
    const dealer = new ShuffleDealer(fairStream('s', 'c', 0), 1);
    expect(dealer.next()).toBe(0);
    expect(() => dealer.next()).toThrow(RangeError);
    expect(shuffle(fairStream('s', 'c', 0), [])).toEqual([]);
  });
});
