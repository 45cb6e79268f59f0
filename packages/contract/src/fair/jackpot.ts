import { fairStream } from './fair-stream';

/**
 * The progressive jackpot's draw, on the provably fair byte stream (docs/jackpot.md). Each pool
 * cycle has its own server seed, whose SHA-256 is public before the cycle's first draw. Every
 * qualifying stake draws once: the client seed is the stake's reference (the bet's ledger
 * reference, which the member sees in their bet record) and the nonce 0, and the roll is a whole
 * number in [0, 1,000,000) (FairStream.nextInt). The stake hits when the roll is below the pool's
 * chance in millionths. When the cycle ends its seed is revealed, so anyone can redo every draw.
 */

/** Chances are in millionths: 1,000,000 is a certain hit. */
export const JACKPOT_CHANCE_SCALE = 1_000_000;

export interface JackpotDraw {
  roll: number;
  hit: boolean;
}

export function drawJackpot(serverSeed: string, stakeReference: string, chancePerMillion: number): JackpotDraw {
  const roll = fairStream(serverSeed, stakeReference, 0).nextInt(JACKPOT_CHANCE_SCALE);
  return { roll, hit: roll < chancePerMillion };
}
