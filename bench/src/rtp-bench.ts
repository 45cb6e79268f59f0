import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { checkNodeBlocks } from './node-block-source';
import { RTP_GAMES, type RtpGameName } from './rtp-games';
import { parseRtpOptions, RTP_USAGE, type RtpOptions } from './rtp-options';
import { passes, rtpMarkdown, rtpText, TOLERANCE_PP, type RtpResult } from './rtp-report';
import type { RtpJob, RtpShare } from './rtp-worker';

/**
 * `npm run bench:rtp`: plays every built-in fair game for N rounds (default 10 million) on
 * nonces 0..N-1 of one seed pair, split across worker threads, and prints the measured RTP beside
 * the stated one. The goal is agreement within 0.3 percentage points.
 */

const CLIENT_SEED = 'rtp-bench';

/**
 * Node 20 does not carry `--import tsx` into worker threads, so each worker registers tsx itself
 * before loading the TypeScript worker module.
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./rtp-worker.ts', import.meta.url).href)}); })`;

function runShare(job: RtpJob): Promise<RtpShare> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: job });
    worker.once('message', (share: RtpShare) => resolve(share));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`worker exited with ${code}`))));
  });
}

async function runGame(game: RtpGameName, options: RtpOptions, serverSeed: string): Promise<RtpResult[]> {
  const workers = Math.min(options.workers, options.rounds);
  const jobs: RtpJob[] = Array.from({ length: workers }, (_, index) => {
    const firstNonce = Math.floor((options.rounds * index) / workers);
    const end = Math.floor((options.rounds * (index + 1)) / workers);
    return { game, serverSeed, clientSeed: CLIENT_SEED, firstNonce, rounds: end - firstNonce };
  });
  const started = performance.now();
  const shares = await Promise.all(jobs.map(runShare));
  const seconds = (performance.now() - started) / 1000;
  return RTP_GAMES[game].rows.map((row, index) => ({
    row,
    rounds: options.rounds,
    returned: shares.reduce((sum, share) => sum + share.returned[index]!, 0),
    returnedSquares: shares.reduce((sum, share) => sum + share.returnedSquares[index]!, 0),
    roundsPerSecond: options.rounds / seconds,
  }));
}

async function main(): Promise<void> {
  let options: RtpOptions | null;
  try {
    options = parseRtpOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${RTP_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!options) return void console.log(RTP_USAGE);
  const serverSeed = options.serverSeed ?? randomBytes(32).toString('hex');
  checkNodeBlocks(serverSeed, CLIENT_SEED);
  console.error(
    `Node ${process.version}, ${cpus().length} CPUs, ${options.workers} worker(s); ${options.rounds.toLocaleString('en-US')} rounds per game\n` +
      `server seed ${serverSeed} (hash ${sha256Hex(serverSeed)}), client seed ${CLIENT_SEED}, nonces 0..${options.rounds - 1}\n` +
      'node:crypto HMAC matches @noble/hashes on 2,000 sampled blocks',
  );
  const results: RtpResult[] = [];
  for (const game of options.games) {
    console.error(`${game}: ${RTP_GAMES[game].strategy} …`);
    results.push(...(await runGame(game, options, serverSeed)));
  }
  const failed = results.filter((result) => !passes(result));
  console.log(`\n${rtpText(results)}\n`);
  console.log(`Goal: measured within ${TOLERANCE_PP} pp of stated. ${failed.length === 0 ? 'All pass.' : `${failed.length} FAIL.`}\n`);
  console.log(`Markdown (for docs/provably-fair.md):\n\n${rtpMarkdown(results)}\n`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
