import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { RTP_GAMES, type RtpGameName } from './rtp-games';
import { npmFlag } from './option-values';

export const RTP_USAGE = `Usage: npm run bench:rtp -- [options]
       npm run bench:rtp -w @panalo/bench -- [options]

  --rounds <n>         rounds simulated per game (default 10,000,000)
  --games <list>       comma-separated, from ${Object.keys(RTP_GAMES).join(', ')} (default all)
  --workers <n>        worker threads, each simulating a share of the nonces (default min(2, CPUs))
  --server-seed <s>    replay a run: the server seed it printed (default a fresh random seed)
  --help               this text

Each game runs through the same pure functions and fair byte stream as the server, with
node:crypto's HMAC (checked byte for byte against @noble/hashes first) for speed.`;

export interface RtpOptions {
  rounds: number;
  games: RtpGameName[];
  workers: number;
  serverSeed: string | null;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return n;
}

export function parseRtpOptions(argv: string[]): RtpOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      rounds: { type: 'string' },
      games: { type: 'string' },
      workers: { type: 'string' },
      'server-seed': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const games = (values.games ?? npmFlag('games') ?? Object.keys(RTP_GAMES).join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = games.filter((name) => !(name in RTP_GAMES));
  if (unknown.length > 0 || games.length === 0) throw new Error(`unknown game(s): ${unknown.join(', ') || '(none given)'}`);
  return {
    rounds: integer('rounds', values.rounds ?? npmFlag('rounds'), 10_000_000, 1, 1_000_000_000),
    games: games as RtpGameName[],
    workers: integer('workers', values.workers ?? npmFlag('workers'), Math.min(2, cpus().length), 1, 64),
    serverSeed: values['server-seed'] ?? npmFlag('server-seed') ?? null,
  };
}
