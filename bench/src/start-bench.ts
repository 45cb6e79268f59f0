import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:start`: how long the built server (apps/server/dist/main.js, as `npm start` runs
 * it) takes from process start until it answers /health/ready, on a fresh SQLite database
 * (migrations and the demo seed run) and on the same database again (nothing left to apply).
 * Each case runs five times; the median is printed beside the goal. Build first: `npm run build`.
 */

const GOAL_MS = 1000;
const RUNS = 5;
const server = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

async function readyAfter(databaseFile: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}`, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
      if (answer?.ok) return performance.now() - started;
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
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'panalo-start-'));
    try {
      fresh.push(await readyAfter(join(dir, 'panalo.db'), 18_300 + run));
      existing.push(await readyAfter(join(dir, 'panalo.db'), 18_300 + run));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const line = (label: string, times: number[]) => {
    const ms = median(times);
    const mark = ms <= GOAL_MS ? 'meets' : 'misses';
    return `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   (goal ≤ ${GOAL_MS} ms: ${mark}; runs ${times.map((t) => t.toFixed(0)).join(', ')})`;
  };
  console.log('Start to ready, built server on SQLite (median of 5)');
  console.log(line('fresh database (migrate + seed)', fresh));
  console.log(line('existing database', existing));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
