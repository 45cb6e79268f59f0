/**
 * `npx tsx e2e/studio-live-screenshots.ts`: the studio's four live tables (baccarat, roulette,
 * dragon tiger, sic bo) as player1 opens them from a launch, after one round with a chip on one
 * spot, on a desktop (dark, English) and a phone (light, Tagalog), into
 * docs/screenshots/studio-live-*.png (docs/studio.md shows them). SITE_DATABASE_URL runs the site
 * on another database than its own SQLite file (an empty PostgreSQL database, say).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

/** One entry of each table in the demo catalogue, found by its name. */
const TABLES = [
  { name: 'baccarat', vendor: 'MANILALIVE', words: 'Baccarat', spot: 'banker' },
  { name: 'roulette', vendor: 'MANILALIVE', words: 'Roulette', spot: 'red' },
  { name: 'dragon-tiger', vendor: 'PEARLDEALER', words: 'Dragon Tiger', spot: 'dragon' },
  { name: 'sic-bo', vendor: 'PEARLDEALER', words: 'Sic Bo', spot: 'big' },
] as const;
const VARIANTS = [
  { theme: 'dark', lang: 'EN', phone: false },
  { theme: 'light', lang: 'TY', phone: true },
] as const;

async function json(site: Site, path: string, init: RequestInit = {}): Promise<{ success: boolean; value: never }> {
  const response = await fetch(`${site.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(init.headers ?? {}) },
  });
  return (await response.json()) as { success: boolean; value: never };
}

async function launchUrl(site: Site, token: string, vendor: string, words: string, lang: string): Promise<string> {
  const list = (await json(site, `/lgw/games/list?vassalage=${vendor}&pageSize=100`)).value as {
    games: { nodeId: number; gameName: string }[];
  };
  const game = list.games.find((entry) => entry.gameName.startsWith(words));
  if (!game) throw new Error(`no ${words} table at ${vendor}`);
  const launched = await json(site, '/wps/game/launchGame', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Language: lang },
    body: JSON.stringify({ nodeId: game.nodeId }),
  });
  const url = new URL((launched.value as { url: string }).url, site.url);
  url.searchParams.set('lang', lang);
  return url.toString();
}

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  for (const table of TABLES)
    for (const variant of VARIANTS) {
      const context = await browser.newContext({
        viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
        deviceScaleFactor: 1,
        isMobile: variant.phone,
        hasTouch: variant.phone,
        colorScheme: variant.theme,
      });
      const page = await context.newPage();
      await page.goto(await launchUrl(site, token, table.vendor, table.words, variant.lang));
      await page.waitForSelector('body[data-ready="true"]');
      await page.getByTestId('live-chip-1').click();
      await page.getByTestId(`spot-${table.spot}`).click();
      await page.getByTestId('live-chip-0').click();
      await page.getByTestId(`spot-${table.spot}`).click();
      await page.getByTestId('studio-spin').click();
      await page.waitForSelector('body[data-rounds="1"]', { timeout: 60_000 });
      const file = `studio-live-${table.name}-${variant.phone ? 'phone-light-tl' : 'desktop'}.png`;
      await page.screenshot({ path: `${outDir}${file}`, fullPage: true });
      console.log(file);
      await context.close();
    }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const database = process.env.SITE_DATABASE_URL;
  const site = await startSite(database ? { env: { DATABASE_URL: database } } : {});
  const browser = await launchBrowser();
  try {
    const login = await json(site, '/wps/session/login', { method: 'POST', body: JSON.stringify(PLAYER) });
    await shoot(browser, site, (login.value as { token: string }).token);
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
