/**
 * `npx tsx e2e/studio-screenshots.ts`: the sandbox game studio's pages (a slot, the prize wheel and bingo)
 * as player1 opens them from a launch, after one round, on a desktop and a phone, dark in English
 * and light in Tagalog, into docs/screenshots/studio-*.png (docs/studio.md shows them).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

const GAMES = [
  { name: 'slot', vendor: 'LUCKYREEL', classify: 'SC' },
  { name: 'wheel', vendor: 'BAYANIPLAY', classify: 'AC' },
  { name: 'bingo', vendor: 'BINGOBAY', classify: 'BG' },
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

async function launchUrl(site: Site, token: string, vendor: string, classify: string, lang: string): Promise<string> {
  const list = (await json(site, `/lgw/games/list?vassalage=${vendor}&gameClassify=${classify}&pageSize=1`)).value as {
    games: { nodeId: number }[];
  };
  const launched = await json(site, '/wps/game/launchGame', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Language: lang },
    body: JSON.stringify({ nodeId: list.games[0]!.nodeId }),
  });
  const url = new URL((launched.value as { url: string }).url, site.url);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** `npx tsx e2e/studio-screenshots.ts bingo` shoots only the games named; none named, all of them. */
const only = process.argv.slice(2);

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  for (const game of GAMES.filter((entry) => only.length === 0 || only.includes(entry.name)))
    for (const variant of VARIANTS) {
      const context = await browser.newContext({
        viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
        deviceScaleFactor: 1,
        isMobile: variant.phone,
        hasTouch: variant.phone,
        colorScheme: variant.theme,
      });
      const page = await context.newPage();
      await page.goto(await launchUrl(site, token, game.vendor, game.classify, variant.lang));
      await page.waitForSelector('body[data-ready="true"]');
      // Bingo with two cards, so the picture shows how several cards sit side by side.
      if (game.name === 'bingo') await page.getByTestId('bingo-cards').selectOption('2');
      await page.getByTestId('studio-spin').click();
      await page.waitForSelector('body[data-rounds="1"]', { timeout: 60_000 });
      // Named apart from `npm run screenshots`' variants, which git ignores.
      const file = `studio-${game.name}-${variant.phone ? 'phone-light-tl' : 'desktop'}.png`;
      await page.screenshot({ path: `${outDir}${file}`, fullPage: true });
      console.log(file);
      await context.close();
    }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await startSite({ ownWebCopy: true });
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
