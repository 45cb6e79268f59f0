import { FAIR_BLOCK_BYTES, fairBytes } from './fair-bytes';

/**
 * Random numbers from the fair byte stream. The stream is read four bytes at a time as big-endian
 * unsigned 32-bit words (eight per block), so a player can redo every step by hand.
 */

/** Block `cursor` of one round. The bench swaps in node:crypto's HMAC, which yields the same bytes. */
export type BlockSource = (cursor: number) => Uint8Array;

const TWO_POW_32 = 0x1_0000_0000;
const WORDS_PER_BLOCK = FAIR_BLOCK_BYTES / 4;

export class FairStream {
  private block: Uint8Array = new Uint8Array(0);
  private cursor = -1;
  private word = WORDS_PER_BLOCK;
  private wordsRead = 0;

  constructor(private readonly blockAt: BlockSource) {}

  /** How many 32-bit words this round has used (the verifier shows it). */
  get used(): number {
    return this.wordsRead;
  }

  /** The next word, uniform in [0, 2^32). */
  nextUint32(): number {
    if (this.word === WORDS_PER_BLOCK) {
      this.cursor += 1;
      this.block = this.blockAt(this.cursor);
      if (this.block.length !== FAIR_BLOCK_BYTES) throw new Error(`a block has ${FAIR_BLOCK_BYTES} bytes, got ${this.block.length}`);
      this.word = 0;
    }
    const at = this.word * 4;
    const b = this.block;
    this.word += 1;
    this.wordsRead += 1;
    return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
  }

  /**
   * Uniform integer in [0, n) without modulo bias: words at or above the largest multiple of n
   * below 2^32 are thrown away and the next word is read; the rest are taken modulo n. Each word
   * is rejected with probability below n / 2^32, so small n almost never reads a second word.
   */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`n must be an integer from 1 to 2^32, got ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform float in [0, 1) on the grid of 2^-53: 32 bits of one word and the top 21 of the next. */
  nextFloat(): number {
    const high = this.nextUint32();
    const low = this.nextUint32() >>> 11;
    return (high * 2 ** 21 + low) / 2 ** 53;
  }
}

/** The stream of one round from its seeds and nonce. */
export const fairStream = (serverSeed: string, clientSeed: string, nonce: number): FairStream =>
  new FairStream((cursor) => fairBytes(serverSeed, clientSeed, nonce, cursor));

/**
 * Fisher–Yates run from the front: step i swaps position i with i + nextInt(n - i). Position i is
 * final after step i, so dealing the first k cards needs only k steps and equals the first k cards
 * of the whole shuffle. Steps are taken on demand; only swapped positions are stored.
 */
export class ShuffleDealer {
  private readonly swapped = new Map<number, number>();
  private step = 0;

  constructor(
    private readonly stream: FairStream,
    readonly size: number,
  ) {
    if (!Number.isInteger(size) || size < 0) throw new RangeError(`size must be a non-negative integer, got ${size}`);
  }

  /** How many positions have been dealt. */
  get dealt(): number {
    return this.step;
  }

  /** The index (in the unshuffled order 0..size-1) that lands at the next position. */
  next(): number {
    const i = this.step;
    if (i >= this.size) throw new RangeError('every position has been dealt');
    const j = i + this.stream.nextInt(this.size - i);
    const atI = this.swapped.get(i) ?? i;
    const atJ = this.swapped.get(j) ?? j;
    this.swapped.set(j, atI);
    this.step += 1;
    return atJ;
  }
}

/** The first `count` indices of a shuffle of 0..n-1. */
export function shuffledPrefix(stream: FairStream, n: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > n) throw new RangeError(`count must be from 0 to ${n}, got ${count}`);
  const dealer = new ShuffleDealer(stream, n);
  return Array.from({ length: count }, () => dealer.next());
}

/** A whole shuffle of `items` (a new array). */
export const shuffle = <T>(stream: FairStream, items: readonly T[]): T[] =>
  shuffledPrefix(stream, items.length, items.length).map((index) => items[index]!);
