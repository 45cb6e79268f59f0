import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:start`: how long the built server (apps/server/dist/main.js, as `npm start` runs
 * it) takes from process start until it listens (its first answer on /health/live) and until it is
 * ready (/health/ready answers 200), on a fresh SQLite database (migrations, then the demo seed,
 * which runs after listening) and on the same database again (nothing left to apply). Each case
 * runs five times; the medians are printed, the goal beside the time to listening.
 * Build first: `npm run build`.
 */

const GOAL_MS = 1000;
const RUNS = 5;
const server = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

interface StartTimes {
  listening: number;
  ready: number;
}

async function startTimes(databaseFile: string, port: number): Promise<StartTimes> {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}`, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    let listening = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      if (!listening) {
        const live = await fetch(`http://127.0.0.1:${port}/health/live`).catch(() => null);
        if (live) listening = performance.now() - started;
      }
      if (listening) {
        const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
        if (ready?.ok) return { listening, ready: performance.now() - started };
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  if (!existsSync(server)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const fresh: StartTimes[] = [];
  const existing: StartTimes[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'panalo-start-'));
    try {
      fresh.push(await startTimes(join(dir, 'panalo.db'), 18_300 + run));
      existing.push(await startTimes(join(dir, 'panalo.db'), 18_300 + run));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const runs = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
  const line = (label: string, starts: StartTimes[]) => {
    const listening = starts.map((start) => start.listening);
    const ready = starts.map((start) => start.ready);
    const ms = median(listening);
    const mark = ms <= GOAL_MS ? 'meets' : 'misses';
    return [
      `${label.padEnd(34)} listening ${median(listening).toFixed(0).padStart(6)} ms   (goal ≤ ${GOAL_MS} ms: ${mark}; runs ${runs(listening)})`,
      `${''.padEnd(34)} ready     ${median(ready).toFixed(0).padStart(6)} ms   (runs ${runs(ready)})`,
    ].join('\n');
  };
  console.log('Start to listening and to ready, built server on SQLite (median of 5)');
  console.log(line('fresh database (migrate + seed)', fresh));
  console.log(line('existing database', existing));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
