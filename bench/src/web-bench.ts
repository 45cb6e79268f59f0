import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser } from 'playwright-core';

/**
 * `npm run bench:web`: what a phone downloads for the first screen, and Lighthouse's view of it.
 * Builds the app (skip with --no-build), starts the built server (apps/server/dist/main.js, as
 * `npm start` runs it) on a fresh SQLite database with the demo brand, and opens /, /login and /rng
 * in Chromium at a phone viewport with an empty cache. It prints the bytes each page received on
 * the wire (brotli, as the server sends the precompressed copies) for scripts, styles and images,
 * with the script budget beside them, then Lighthouse's mobile scores (default throttling) for
 * performance, accessibility and SEO beside their goals. It reports and never fails on a missed goal.
 */

// `--pages=/,/rng` measures only those pages.
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='));
const ROUTES = pagesArg ? pagesArg.slice('--pages='.length).split(',') : ['/', '/login', '/rng'];
// `--reports=DIR` keeps each page's Lighthouse JSON (the audits behind the score: main-thread work,
// long tasks, the largest paint's element) for reading afterwards.
const reportsArg = process.argv.find((arg) => arg.startsWith('--reports='));
const JS_GOAL_KB = 150;
const SCORE_GOALS = { performance: 95, accessibility: 98, seo: 95 } as const;
// WEB_BENCH_PORT lets two checkouts on one machine measure at the same time.
const PORT = Number(process.env.WEB_BENCH_PORT ?? 18_400);
const root = fileURLToPath(new URL('../../', import.meta.url));
const server = join(root, 'apps/server/dist/main.js');
const chromiumPath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => !!path && existsSync(path),
);
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

interface Transfer {
  script: number;
  style: number;
  image: number;
  other: number;
  scripts: string[];
  encodings: Set<string>;
}

function build(): void {
  console.log('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer(databaseFile: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${databaseFile}`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Lighthouse and the page share this machine: the overload guard must not turn calls away.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${PORT}/health/ready`).catch(() => null);
    if (answer?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Bytes on the wire (encoded bodies) that one fresh visit to a page received, by kind. */
async function transferOf(browser: Browser, url: string): Promise<Transfer> {
  // Chromium offers brotli on secure origins only; the local server is plain HTTP, so the bench
  // asks for what a phone on the real (https) site asks for.
  const context = await browser.newContext({ ...devices['Pixel 7'], extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });
  const page = await context.newPage();
  const transfer: Transfer = { script: 0, style: 0, image: 0, other: 0, scripts: [], encodings: new Set() };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const bytes = sizes.responseBodySize;
        const type = request.resourceType();
        if (type === 'script') {
          transfer.script += bytes;
          transfer.scripts.push(new URL(request.url()).pathname);
          const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
          transfer.encodings.add(encoding);
        } else if (type === 'stylesheet') transfer.style += bytes;
        else if (type === 'image') transfer.image += bytes;
        else transfer.other += bytes;
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return transfer;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

async function measureTransfer(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS });
  try {
    console.log('\nFirst visit on a phone (Pixel 7 viewport, empty cache), KB on the wire');
    console.log(`${'page'.padEnd(8)} ${'JS'.padStart(7)} ${'CSS'.padStart(7)} ${'images'.padStart(7)}   JS goal`);
    for (const route of ROUTES) {
      const transfer = await transferOf(browser, base + route);
      const mark = transfer.script <= JS_GOAL_KB * 1024 ? 'meets' : 'misses';
      console.log(
        `${route.padEnd(8)} ${kb(transfer.script)} ${kb(transfer.style)} ${kb(transfer.image)}   ≤ ${JS_GOAL_KB} KB: ${mark}` +
          `  (${transfer.scripts.length} scripts, ${[...transfer.encodings].join('/')})`,
      );
      if (process.argv.includes('--files')) for (const script of transfer.scripts) console.log(`           ${script}`);
    }
  } finally {
    await browser.close();
  }
}

async function runLighthouse(base: string): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    console.log('\nLighthouse, mobile with default throttling (scores out of 100)');
    const goals = Object.entries(SCORE_GOALS)
      .map(([name, goal]) => `${name} ≥ ${goal}`)
      .join(', ');
    console.log(`${'page'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'seo'.padStart(5)}   goals: ${goals}`);
    for (const route of ROUTES) {
      const result = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(SCORE_GOALS),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      if (reportsArg) {
        const dir = reportsArg.slice('--reports='.length);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}.json`), JSON.stringify(result.lhr));
      }
      const score = (name: keyof typeof SCORE_GOALS) => Math.round((categories[name]?.score ?? 0) * 100);
      const misses = (Object.keys(SCORE_GOALS) as (keyof typeof SCORE_GOALS)[]).filter((name) => score(name) < SCORE_GOALS[name]);
      console.log(
        `${route.padEnd(8)} ${String(score('performance')).padStart(5)} ${String(score('accessibility')).padStart(5)} ${String(score('seo')).padStart(5)}` +
          `   ${misses.length ? `misses: ${misses.join(', ')}` : 'meets all'}`,
      );
      // The failed accessibility and SEO checks, so a miss says what to fix.
      for (const name of ['accessibility', 'seo'] as const) {
        for (const ref of categories[name]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
          console.log(`           ${name}: ${audit.id} (${audit.title})`);
          // With --details, the elements at fault.
          if (!process.argv.includes('--details')) continue;
          const items =
            (audit.details as { items?: { node?: { snippet?: string; explanation?: string }; href?: string; text?: string }[] } | undefined)
              ?.items ?? [];
          for (const item of items.slice(0, 8)) {
            const text = item.node
              ? `${item.node.snippet ?? ''} ${item.node.explanation?.split('\n')[1] ?? ''}`
              : `${item.href ?? ''} "${item.text ?? ''}"`;
            console.log(`             ${text.slice(0, 220)}`);
          }
        }
      }
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
      console.log(`           ${metrics.map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  if (!chromiumPath) throw new Error('no Chromium found: set CHROME_PATH (e.g. /usr/bin/chromium)');
  process.env.CHROME_PATH = chromiumPath;
  if (!process.argv.includes('--no-build')) build();
  if (!existsSync(server)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'panalo-web-bench-'));
  const child = await startServer(join(dir, 'panalo.db'));
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await measureTransfer(base);
    if (!process.argv.includes('--no-lighthouse')) await runLighthouse(base);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
