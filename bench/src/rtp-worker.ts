import { parentPort, workerData } from 'node:worker_threads';
import { FairStream } from '@panalo/contract/fair/fair-stream';
import { nodeBlockSource } from './node-block-source';
import { RTP_GAMES, type RtpGameName } from './rtp-games';

/** One share of a game's nonces: plays them and posts, per row, the sums the report needs. */

export interface RtpJob {
  game: RtpGameName;
  serverSeed: string;
  clientSeed: string;
  firstNonce: number;
  rounds: number;
}

export interface RtpShare {
  /** Per row: sum of payouts, and sum of squared returns per unit staked (for the standard error). */
  returned: number[];
  returnedSquares: number[];
  elapsedMs: number;
}

export function playShare(job: RtpJob): RtpShare {
  const game = RTP_GAMES[job.game];
  const returned = game.rows.map(() => 0);
  const returnedSquares = game.rows.map(() => 0);
  const started = performance.now();
  for (let nonce = job.firstNonce; nonce < job.firstNonce + job.rounds; nonce += 1) {
    const payouts = game.play(new FairStream(nodeBlockSource(job.serverSeed, job.clientSeed, nonce)));
    for (let row = 0; row < payouts.length; row += 1) {
      const payout = payouts[row]!;
      returned[row]! += payout;
      const perUnit = payout / game.rows[row]!.stake;
      returnedSquares[row]! += perUnit * perUnit;
    }
  }
  return { returned, returnedSquares, elapsedMs: performance.now() - started };
}

if (parentPort) parentPort.postMessage(playShare(workerData as RtpJob));
