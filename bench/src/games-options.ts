import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_URL } from './postgres';
import { npmFlag, numberOption } from './option-values';

export const GAMES_USAGE = `Usage: npm run bench:games -- [options]          (from the root: --name=value)
       npm run bench:games -w @panalo/bench -- [options]

  --connections <n>   autocannon connections for the game list and menus (default 50)
  --clients <n>       concurrent players in the seamless bet-and-win run (default 50)
  --duration <s>      counted seconds per target and for the seamless run (default 10)
  --warmup <s>        uncounted seconds before each (default 2)
  --scale <x>         size of the demo catalogue, demoCatalogue(x) (default 4.3: 10,066 games)
  --sqlite-only       skip PostgreSQL
  --postgres-only     skip SQLite
  --seamless-only     skip the lobby calls (menus, game list, member info)
  --member-info-only  only the bare route and GET /wps/member/info (session cache on and off):
                      no catalogue, no menus or game list, no seamless run
  --cpu-prof <dir>    write a V8 CPU profile of each server process into <dir>
  --help              this text

PostgreSQL runs when it answers at DATABASE_URL (if postgres://…) or ${DEFAULT_ADMIN_URL}:
a fresh database panalo_bench_<timestamp>, dropped afterwards.`;

export interface GamesOptions {
  connections: number;
  clients: number;
  duration: number;
  warmup: number;
  scale: number;
  postgresUrl: string | null;
  sqlite: boolean;
  lobby: boolean;
  /** Only the bare route and member info: the quick loop for the session path. */
  memberInfoOnly: boolean;
  /** Where the server processes write their CPU profiles (node --cpu-prof), or null. */
  cpuProf: string | null;
}

export function parseGamesOptions(argv: string[]): GamesOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string' },
      clients: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      scale: { type: 'string' },
      'sqlite-only': { type: 'boolean', default: false },
      'postgres-only': { type: 'boolean', default: false },
      'seamless-only': { type: 'boolean', default: false },
      'member-info-only': { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const envUrl = process.env.DATABASE_URL;
  const sqliteOnly = values['sqlite-only'] || npmFlag('sqlite-only') === 'true';
  return {
    connections: Math.round(numberOption('connections', values.connections ?? npmFlag('connections'), 50, 1, 1000)),
    clients: Math.round(numberOption('clients', values.clients ?? npmFlag('clients'), 50, 1, 500)),
    duration: numberOption('duration', values.duration ?? npmFlag('duration'), 10, 1),
    warmup: numberOption('warmup', values.warmup ?? npmFlag('warmup'), 2, 0),
    scale: numberOption('scale', values.scale ?? npmFlag('scale'), 4.3, 0.01, 50),
    postgresUrl: sqliteOnly ? null : envUrl && /^postgres(ql)?:\/\//.test(envUrl) ? envUrl : DEFAULT_ADMIN_URL,
    sqlite: !(values['postgres-only'] || npmFlag('postgres-only') === 'true'),
    lobby: !(values['seamless-only'] || npmFlag('seamless-only') === 'true'),
    memberInfoOnly: values['member-info-only'] || npmFlag('member-info-only') === 'true',
    cpuProf: values['cpu-prof'] ?? npmFlag('cpu-prof') ?? null,
  };
}
