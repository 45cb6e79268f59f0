import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` runs the server bundle, not the TypeScript sources the other tests run: this builds it
// (into a folder of its own) and checks that it starts, answers, loads the packages kept outside the
// bundle when first needed, and stops cleanly.

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const outDir = join(serverDir, 'dist-build-test');
const port = 18_990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;

describe('the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'panalo-build-'));
  let server: ReturnType<typeof spawn>;
  let output = '';

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--outfile', join(outDir, 'main.js')], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    server = spawn(process.execPath, [join(outDir, 'main.js')], {
      cwd: dataDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: `sqlite:${join(dataDir, 'site.db')}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
      },
    });
    server.stdout?.on('data', (chunk) => (output += String(chunk)));
    server.stderr?.on('data', (chunk) => (output += String(chunk)));
    for (let waited = 0; ; waited += 100) {
      if (server.exitCode !== null) throw new Error(`the built server exited: ${output}`);
      const ready = await fetch(`${base}/health/ready`).catch(() => null);
      await ready?.body?.cancel();
      if (ready?.ok) break;
      if (waited > 60_000) throw new Error(`the built server did not get ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('serves the demo brand, the captcha picture and the API docs', async () => {
    const demo = { headers: { merchant: 'demo' } };
    const games = await fetch(`${base}/lgw/games/list?gameType=RNG`, demo);
    expect(games.status).toBe(200);
    expect(((await games.json()) as { value: { games: unknown[] } }).value.games.length).toBeGreaterThan(0);
    // The captcha is drawn in the bundle (Node's zlib only); the docs' packages load on first use, from node_modules.
    const captcha = (await (await fetch(`${base}/wps/captcha`, demo)).json()) as { value: { image: string } };
    expect(captcha.value.image).toMatch(/^data:image\/png;base64,/);
    const docs = await fetch(`${base}/docs/json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { paths: object }).paths).toHaveProperty(['/wps/captcha']);
  }, 30_000);

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 30_000);
});
