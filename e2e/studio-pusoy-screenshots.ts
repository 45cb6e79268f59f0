/**
 * `npx tsx e2e/studio-pusoy-screenshots.ts`: the studio's card rooms as player1 opens a Pusoy table
 * from a launch: the room list, and the table after one hand's showdown, on a desktop (dark,
 * English) and a phone (light, Tagalog), into docs/screenshots/studio-pusoy-*.png (docs/studio.md).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';
import { playPusoyRound } from './support/studio-drivers/pusoy';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
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

async function launchUrl(site: Site, token: string, lang: string): Promise<string> {
  const list = (await json(site, '/lgw/games/list?vassalage=PUSOY&pageSize=1')).value as { games: { nodeId: number }[] };
  const launched = await json(site, '/wps/game/launchGame', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Language: lang },
    body: JSON.stringify({ nodeId: list.games[0]!.nodeId }),
  });
  const url = new URL((launched.value as { url: string }).url, site.url);
  url.searchParams.set('lang', lang);
  return url.toString();
}

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  for (const variant of VARIANTS) {
    const context = await browser.newContext({
      viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
      deviceScaleFactor: 1,
      isMobile: variant.phone,
      hasTouch: variant.phone,
      colorScheme: variant.theme,
    });
    const page = await context.newPage();
    await page.goto(await launchUrl(site, token, variant.lang));
    await page.waitForSelector('body[data-ready="true"]');
    const suffix = variant.phone ? 'phone-light-tl' : 'desktop';
    await page.screenshot({ path: `${outDir}studio-pusoy-rooms-${suffix}.png`, fullPage: true });
    await playPusoyRound(page);
    await page.screenshot({ path: `${outDir}studio-pusoy-${suffix}.png`, fullPage: true });
    console.log(`studio-pusoy-rooms-${suffix}.png studio-pusoy-${suffix}.png`);
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  // STUDIO_SHOTS_DATABASE_URL: a fresh database of your own when SQLite is not at hand.
  const database = process.env.STUDIO_SHOTS_DATABASE_URL;
  const site = await startSite({ ownWebCopy: true, ...(database ? { env: { DATABASE_URL: database } } : {}) });
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
