import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isPostgresUrl } from '../db/database';
import { adminQuery, databaseUrlNamed, dropDatabase, uniqueDatabaseName } from './postgres-admin.test-kit';

const script = fileURLToPath(new URL('./crash-server.test-kit.ts', import.meta.url));
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  port: number;
  pid: number;
  /** Stops it at once, as a power cut would: no shutdown hook runs. */
  kill(): Promise<void>;
  /** Stops it the way an operator would (SIGTERM), waiting for it to exit. */
  stop(): Promise<void>;
  /** Settles when the process has exited, however it ended: with the signal that ended it, else its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** The first line it printed (other than LOADED and READY) that matches, once printed; rejects if it ends first. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
}

/** A server process that has loaded its code and waits to be told to open the database. */
export interface StandbyServer {
  loaded: Promise<void>;
  go(): Promise<ServerProcess>;
  kill(): Promise<void>;
}

/**
 * Bundles crash-server.test-kit.ts and the server's own code into one ES module (packages stay outside),
 * next to node_modules so that they resolve. Loading it takes a fraction of loading the sources
 * through tsx, which matters to a test that restarts the server twenty times.
 */
export async function bundleServer(): Promise<string> {
  const manifest = JSON.parse(readFileSync(`${serverDir}package.json`, 'utf8')) as { dependencies: Record<string, string> };
  const outDir = fileURLToPath(new URL('../../node_modules/.cache/panalo-server', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}/server-${process.pid}-${Date.now()}.mjs`;
  await build({
    entryPoints: [script],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@panalo/')),
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Spawns the server (the bundle when given, else the sources through tsx) as a standby: it loads
 * its code at once and opens the database on go(). Lines it prints go to stderr with a label.
 */
export function spawnServer(
  env: Record<string, string>,
  options: { bundle?: string; nodeArgs?: string[]; label?: string } = {},
): StandbyServer {
  const args = [...(options.nodeArgs ?? []), ...(options.bundle ? [options.bundle] : ['--import', 'tsx', script])];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...env, SERVER_WAIT_FOR_GO: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const label = options.label ?? 'server';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (alive()) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (!alive()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  child.stdin.on('error', () => undefined); // writing to a child that was just killed
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`[${label}] ${line}\n`));
  const output = createInterface({ input: child.stdout });
  const waitFor = (pattern: RegExp, what: string) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${label} was not ${what} within 60 s`)), 60_000);
      const early = () => reject(new Error(`${label} exited before it was ${what} (${child.exitCode ?? child.signalCode})`));
      child.once('exit', early);
      const onLine = (line: string) => {
        const match = pattern.exec(line);
        if (!match) return;
        clearTimeout(timer);
        child.off('exit', early);
        output.off('line', onLine);
        resolve(match);
      };
      output.on('line', onLine);
    });
  const lines: string[] = [];
  output.on('line', (line) => {
    if (/^(LOADED|READY \d+)$/.test(line)) return;
    process.stderr.write(`[${label}] ${line}\n`);
    lines.push(line);
  });
  // 'close' comes after the last line of its output, 'exit' may come before.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const seek = () => lines.map((line) => pattern.exec(line)).find((match) => match !== null);
      const onLine = () => {
        const match = seek();
        if (!match) return;
        output.off('line', onLine);
        resolve(match);
      };
      output.on('line', onLine);
      onLine();
      void closed.then(() => {
        output.off('line', onLine);
        const match = seek();
        if (match) resolve(match);
        else reject(new Error(`${label} ended (${child.exitCode ?? child.signalCode}) without printing ${pattern}`));
      });
    });
  const loaded = waitFor(/^LOADED$/, 'loaded').then(() => undefined);
  loaded.catch(() => undefined); // reported by go() when it is awaited
  return {
    loaded,
    kill,
    async go() {
      await loaded;
      const ready = waitFor(/^READY (\d+)$/, 'ready');
      child.stdin.write('GO\n');
      const port = Number((await ready)[1]);
      return { port, pid: child.pid!, kill, stop, exited, printed };
    },
  };
}

/** Starts a server and resolves once it listens. */
export const startServerProcess = (env: Record<string, string>, options: { bundle?: string; nodeArgs?: string[]; label?: string } = {}) =>
  spawnServer(env, options).go();

/** The environment of a server child: this process's, without Redis or Vitest's markers, with the given settings. */
export function serverEnv(settings: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('VITEST') && name !== 'REDIS_URL') env[name] = value;
  }
  // The overload guard is off, as in the test app: a loaded test machine pauses event loops.
  return { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', WEB_DIST: '', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', ...settings };
}

/**
 * A database of its own for a test whose server processes open it by address: a new PostgreSQL
 * database beside the run's DATABASE_URL when that is PostgreSQL, else an SQLite file in a new
 * temporary folder (an in-memory database belongs to one process). `drop` removes it.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (admin && isPostgresUrl(admin)) {
    const name = uniqueDatabaseName(prefix);
    await adminQuery(admin, `CREATE DATABASE ${name}`);
    return { url: databaseUrlNamed(admin, name), drop: () => dropDatabase(admin, name) };
  }
  const dir = await mkdtemp(join(tmpdir(), `panalo-${prefix}-`));
  return { url: `sqlite:${join(dir, `${prefix}.db`)}`, drop: () => rm(dir, { recursive: true, force: true }) };
}
