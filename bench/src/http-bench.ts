import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { combine, measure, type LoadOptions, type Measurement, type Target } from './measure';
import { createFreshDatabase, DEFAULT_ADMIN_URL, redact } from './postgres';
import { LEGEND, markdownTable, textTable, type Row } from './report';

/**
 * `npm run bench`: loads a bare Fastify route, GET /wps/system/status and GET /wps/member/info
 * (with a valid token) with autocannon, on SQLite and, when asked, on PostgreSQL. Each server runs
 * in a child process; the load generator stays in this one.
 */

const USAGE = `Usage: npm run bench -w @panalo/bench -- [options]
       npm run bench -- [options]      (from the root: write --name=value, and --postgres for --pg)

  --connections <n>   concurrent connections (default 50)
  --duration <s>      counted seconds per target (default 10)
  --warmup <s>        uncounted warm-up seconds before each target (default 2)
  --rounds <n>        repeat bare, status, member info n times, interleaved; the table
                      shows medians (default 1)
  --pg, --postgres    also run on PostgreSQL (admin URL: DATABASE_URL if it is postgres://…,
                      else ${DEFAULT_ADMIN_URL}); from the root use --postgres
  --cpu-prof <dir>    write a V8 CPU profile of each app server child into <dir>
  --help              this text

DATABASE_URL=postgres://… turns on the PostgreSQL run without --pg. A fresh database
panalo_bench_<timestamp> is created from that admin URL and dropped afterwards.`;

const GOALS = { status: 0.6, memberInfo: 0.4 };
const HOST = 'localhost'; // the demo brand's domain
const DEMO_LOGIN = { username: 'player1', password: 'Player1234' };
const benchDir = fileURLToPath(new URL('..', import.meta.url));
const childScript = fileURLToPath(new URL('./server-child.ts', import.meta.url));

interface Options extends LoadOptions {
  rounds: number;
  postgresUrl: string | null;
  cpuProfDir: string | null;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (name !== 'warmup' && n === 0)) throw new Error(`--${name} must be a positive number, got ${value}`);
  return n;
}

/**
 * The root script is `npm run bench -w @panalo/bench`, so `npm run bench -- --duration=5` reaches
 * npm rather than this script; npm hands such flags over as npm_config_<name> variables.
 */
function npmFlag(name: string): string | undefined {
  return process.env[`npm_config_${name.replace(/-/g, '_')}`];
}

function parseOptions(argv: string[]): Options | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      pg: { type: 'boolean', default: false },
      postgres: { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const envUrl = process.env['DATABASE_URL'];
  const envPostgres = envUrl && /^postgres(ql)?:\/\//.test(envUrl) ? envUrl : null;
  // `--pg` does not get through the root script (npm takes it for one of its own); `--postgres` does.
  const pgFlag = values.pg || values.postgres || npmFlag('postgres') === 'true';
  const profDir = values['cpu-prof'] ?? npmFlag('cpu-prof'); // relative to where npm was started
  return {
    connections: Math.round(positive('connections', values.connections ?? npmFlag('connections'), 50)),
    duration: positive('duration', values.duration ?? npmFlag('duration'), 10),
    warmup: positive('warmup', values.warmup ?? npmFlag('warmup'), 2),
    rounds: Math.round(positive('rounds', values.rounds ?? npmFlag('rounds'), 1)),
    postgresUrl: envPostgres ?? (pgFlag ? DEFAULT_ADMIN_URL : null),
    cpuProfDir: profDir ? resolvePath(process.env['INIT_CWD'] ?? process.cwd(), profDir) : null,
  };
}

// ---- clean-up: children and temporary databases go away on exit, on crash and on Ctrl-C ----

const cleanups: Array<() => Promise<void>> = [];
const children = new Set<ChildProcess>();

async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    await cleanup?.().catch((error: unknown) => console.error(`clean-up failed: ${String(error)}`));
  }
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  console.error('\ninterrupted; cleaning up');
  for (const child of children) child.kill('SIGTERM');
  void runCleanups().finally(() => process.exit(130));
});

// ---- server children ----

interface ServerChild {
  port: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

function startChild(kind: 'bare' | 'app', env: Record<string, string>, cpuProfDir: string | null): Promise<ServerChild> {
  const nodeArgs = ['--import', 'tsx', ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), childScript, kind];
  const child = spawn(process.execPath, nodeArgs, { cwd: benchDir, env, stdio: ['pipe', 'pipe', 'inherit'] });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${kind} server did not start within 60 s`));
    }, 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited before it was ready (code ${code ?? signal})`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const ready = /^READY (\d+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve({ port: Number(ready[1]), pid: child.pid, stop });
      } else {
        console.error(`[${kind}] ${line}`);
      }
    });
  });
}

// ---- HTTP helpers ----

function httpJson(port: number, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: HOST,
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: keep the text for the message
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function login(port: number): Promise<string> {
  const { status, json } = await httpJson(port, 'POST', '/wps/session/login', {}, DEMO_LOGIN);
  const token = (json as { value?: { token?: unknown } } | null)?.value?.token;
  if (status !== 200 || typeof token !== 'string') throw new Error(`log-in failed: HTTP ${status} ${JSON.stringify(json)}`);
  return token;
}

/** One request before the load, so that a wrong setup shows its answer instead of a column of non-2xx. */
async function preflight(port: number, path: string, headers: Record<string, string>): Promise<void> {
  const { status, json } = await httpJson(port, 'GET', path, headers);
  if (status < 200 || status >= 300) console.error(`warning: GET ${path} answered HTTP ${status} ${JSON.stringify(json)}`);
}

// ---- the run ----

interface Section {
  database: string;
  /** Returns the app's DATABASE_URL and registers its own clean-up. */
  prepare(): Promise<string>;
}

interface Load {
  name: string;
  server: ServerChild;
  path: string;
  headers: Record<string, string>;
  goal: number | null;
}

async function loadOnce(load: Load, options: Options, label: string): Promise<Measurement> {
  const target: Target = {
    url: `http://127.0.0.1:${load.server.port}${load.path}`,
    headers: { host: HOST, ...load.headers },
    serverPid: load.server.pid,
  };
  process.stderr.write(`  ${label}${load.name.padEnd(24)} `);
  const m = await measure(target, options);
  const failures = m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : '';
  process.stderr.write(`${Math.round(m.rps)} req/s, p99 ${m.p99} ms${failures}\n`);
  return m;
}

/**
 * Starts the bare server and the app on this section's database, then loads bare, status and
 * member info in turn (`rounds` times, interleaved, so that a noisy neighbour hits all three).
 */
async function runSection(section: Section, options: Options): Promise<Row[]> {
  console.error(`\n${section.database}`);
  const baseEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) baseEnv[key] = value;
  delete baseEnv['REDIS_URL']; // the app alone, without shared counters
  try {
    const bare = await startChild('bare', baseEnv, null);
    cleanups.push(bare.stop);
    const databaseUrl = await section.prepare();
    const appEnv = { ...baseEnv, NODE_ENV: 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn', WEB_DIST: '', DATABASE_URL: databaseUrl };
    const app = await startChild('app', appEnv, options.cpuProfDir);
    cleanups.push(app.stop);
    const auth = { authorization: `Bearer ${await login(app.port)}` };

    const loads: Load[] = [
      { name: 'bare Fastify route', server: bare, path: '/bare', headers: {}, goal: null },
      { name: 'GET /wps/system/status', server: app, path: '/wps/system/status', headers: {}, goal: GOALS.status },
      { name: 'GET /wps/member/info', server: app, path: '/wps/member/info', headers: auth, goal: GOALS.memberInfo },
    ];
    for (const load of loads) await preflight(load.server.port, load.path, load.headers);
    const samples: Measurement[][] = loads.map(() => []);
    for (let round = 1; round <= options.rounds; round++) {
      const label = options.rounds > 1 ? `[${round}/${options.rounds}] ` : '';
      for (const [i, load] of loads.entries()) samples[i]?.push(await loadOnce(load, options, label));
    }
    // autocannon hangs up with requests still queued in the app; let them finish before it stops.
    await delay(1000);
    const results = samples.map(combine);
    const baseline = results[0] ?? null;
    return loads.map((load, i) => ({
      database: section.database,
      target: load.name,
      measurement: results[i] as Measurement,
      baseline: load.goal === null ? null : baseline,
      goal: load.goal,
    }));
  } finally {
    await runCleanups(); // the app, its database, the bare server
  }
}

const sqliteSection: Section = {
  database: 'SQLite',
  prepare: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panalo-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return `sqlite:${join(dir, 'bench.db')}`;
  },
};

function postgresSection(adminUrl: string): Section {
  return {
    database: 'PostgreSQL',
    prepare: async () => {
      const fresh = await createFreshDatabase(adminUrl);
      cleanups.push(fresh.drop);
      return fresh.url;
    },
  };
}

async function postgresReachable(adminUrl: string): Promise<boolean> {
  try {
    const fresh = await createFreshDatabase(adminUrl);
    await fresh.drop();
    return true;
  } catch (error) {
    console.error(
      `PostgreSQL at ${redact(adminUrl)} cannot be used (${error instanceof Error ? error.message : String(error)}); running on SQLite only.`,
    );
    return false;
  }
}

async function main(): Promise<void> {
  let options: Options | null;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!options) {
    console.log(USAGE);
    return;
  }
  const sections: Section[] = [sqliteSection];
  if (options.postgresUrl && (await postgresReachable(options.postgresUrl))) sections.push(postgresSection(options.postgresUrl));

  console.error(
    `Node ${process.version}, ${cpus().length} CPUs; ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.duration} s per target, ${options.rounds} round(s)`,
  );
  const rows: Row[] = [];
  for (const section of sections) rows.push(...(await runSection(section, options)));

  console.log(`\n${textTable(rows)}\n\n${LEGEND}\n`);
  console.log(`Markdown (for docs/performance.md):\n\n${markdownTable(rows)}\n`);
}

main().catch(async (error: unknown) => {
  if (interrupted) return; // the SIGINT handler cleans up and exits
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await runCleanups();
  process.exit(1);
});
