import { resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_URL } from './postgres';
import { npmFlag, numberOption } from './option-values';

export const WALLET_USAGE = `Usage: npm run bench:wallet -- [options]          (from the root: --name=value)
       npm run bench:wallet -w @panalo/bench -- [options]

  --clients <list>     concurrent clients, one member each, comma-separated (default 10,50)
  --duration <s>       counted seconds per client count, and per pgbench run (default 10)
  --warmup <s>         uncounted seconds before each counted run (default 2)
  --read-share <0-1>   share of calls that are balance reads (default 0.25)
  --sqlite-only        skip PostgreSQL
  --postgres-only      skip SQLite
  --cpu-prof <dir>     write a V8 CPU profile of each server child into <dir>
  --help               this text

PostgreSQL runs when it answers at DATABASE_URL (if postgres://…) or ${DEFAULT_ADMIN_URL}:
a fresh database panalo_bench_<timestamp> for the app and another for pgbench, both dropped
afterwards. pgbench comes from PATH or PGBENCH.`;

export interface WalletOptions {
  clients: number[];
  duration: number;
  warmup: number;
  readShare: number;
  postgresUrl: string | null;
  sqlite: boolean;
  cpuProfDir: string | null;
}

export function parseWalletOptions(argv: string[]): WalletOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'read-share': { type: 'string' },
      'sqlite-only': { type: 'boolean', default: false },
      'postgres-only': { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const clients = (values.clients ?? npmFlag('clients') ?? '10,50')
    .split(',')
    .map((part) => Math.round(numberOption('clients', part.trim(), 0, 1, 500)));
  const envUrl = process.env.DATABASE_URL;
  const sqliteOnly = values['sqlite-only'] || npmFlag('sqlite-only') === 'true';
  const postgresOnly = values['postgres-only'] || npmFlag('postgres-only') === 'true';
  if (sqliteOnly && postgresOnly) throw new Error('--sqlite-only and --postgres-only leave nothing to run');
  const profDir = values['cpu-prof'] ?? npmFlag('cpu-prof');
  return {
    clients,
    duration: numberOption('duration', values.duration ?? npmFlag('duration'), 10, 1),
    warmup: numberOption('warmup', values.warmup ?? npmFlag('warmup'), 2, 0),
    readShare: numberOption('read-share', values['read-share'] ?? npmFlag('read-share'), 0.25, 0, 0.99),
    postgresUrl: sqliteOnly ? null : envUrl && /^postgres(ql)?:\/\//.test(envUrl) ? envUrl : DEFAULT_ADMIN_URL,
    sqlite: !postgresOnly,
    cpuProfDir: profDir ? resolvePath(process.env.INIT_CWD ?? process.cwd(), profDir) : null,
  };
}
