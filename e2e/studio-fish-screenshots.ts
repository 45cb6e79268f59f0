/**
 * `npx tsx e2e/studio-fish-screenshots.ts`: the studio's fishing game as player1 opens it from a
 * launch, after a few shots (one caught fish shown mid-catch when the shots bring one), on a
 * desktop and a phone, dark in English and light in Tagalog, into docs/screenshots/studio-fish-*.png
 * (docs/studio.md shows them); and the /fish lobby listing the fishing vendors.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { dismissSitePopups, PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';

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
  const list = (await json(site, '/lgw/games/list?vassalage=REEFFISH&pageSize=1')).value as { games: { nodeId: number }[] };
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
    // A few shots: the page then shows a result and the win meter; the last one is caught on the picture mid-flight.
    for (let shot = 1; shot <= 3; shot += 1) {
      await page.getByTestId('studio-fire').click();
      await page.waitForSelector(`body[data-rounds="${shot}"]`, { timeout: 60_000 });
    }
    await page.getByTestId('studio-sea').hover({ position: { x: 120, y: 60 } });
    await page.getByTestId('studio-fire').click();
    await page.waitForTimeout(250);
    const file = `studio-fish-${variant.phone ? 'phone-light-tl' : 'desktop'}.png`;
    await page.screenshot({ path: `${outDir}${file}`, fullPage: true });
    console.log(file);
    await context.close();
  }
}

async function lobby(browser: Browser, site: Site): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, deviceScaleFactor: 1, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${site.url}/fish`);
  await page.locator('[data-testid="game-grid"] [data-testid="game-tile"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The disclaimer first, then the announcement it lets through.
  for (let popup = 0; popup < 2; popup += 1) {
    await dismissSitePopups(page);
    await page.waitForTimeout(600);
  }
  await page.screenshot({ path: `${outDir}studio-fish-lobby.png` });
  console.log('studio-fish-lobby.png');
  await context.close();
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await startSite({ ownWebCopy: true });
  const browser = await launchBrowser();
  try {
    const login = await json(site, '/wps/session/login', { method: 'POST', body: JSON.stringify(PLAYER) });
    await shoot(browser, site, (login.value as { token: string }).token);
    await lobby(browser, site);
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
