/**
 * `npx tsx e2e/sports-screenshots.ts`: the studio's sports book (Arena Sportsbook) and an e-sports
 * book (TF Gaming) as player1 opens them from their vendor cards, with two prices on the slip, one
 * of them then moved by a bet on the book (flashing on the board, "price changed" on the slip, the
 * bet open with its cash-out offer), on a desktop (dark, English) and a phone (light, Tagalog, the
 * slip's bottom sheet open), into
 * docs/screenshots/sports-*.png (docs/studio.md shows them); and the /sports centre's league popup.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInFromHeader, PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const BOOKS = [
  { name: 'sports', vendor: 'ARENABET' },
  { name: 'esports', vendor: 'TF' },
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

async function launchUrl(site: Site, token: string, vendor: string, lang: string): Promise<string> {
  const list = (await json(site, `/lgw/games/list?vassalage=${vendor}&isGame=VASSALAGE`)).value as { games: { nodeId: number }[] };
  const launched = await json(site, '/wps/game/launchGame', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Language: lang },
    body: JSON.stringify({ nodeId: list.games[0]!.nodeId }),
  });
  const url = new URL((launched.value as { url: string }).url, site.url);
  url.searchParams.set('lang', lang);
  return url.toString();
}

async function pickTwo(page: Page): Promise<void> {
  const fixtures = page.locator('[data-testid="sports-fixture"][data-state="open"]');
  await fixtures.nth(1).waitFor();
  await fixtures.nth(0).getByTestId('price-1').click();
  await fixtures.nth(1).getByTestId('price-O').click();
}

/** A bet on the first open fixture's home side, by the studio's API: its price moves on the page and on the slip. */
async function moveFirstPrice(site: Site, page: Page, vendor: string): Promise<void> {
  const fixture = page.locator('[data-testid="sports-fixture"][data-state="open"]').first();
  const roundId = (await fixture.getAttribute('data-round-id'))!;
  const url = new URL(page.url());
  const game = await page.locator('.league[aria-pressed="true"]').getAttribute('data-game');
  await json(site, `/studio/${vendor}/bets`, {
    method: 'POST',
    body: JSON.stringify({
      token: url.searchParams.get('token'),
      requestKey: `shot-${Date.now()}`,
      stake: 50_000,
      legs: [{ game, roundId, pick: { market: '1' } }],
    }),
  });
  await page.getByTestId('slip-leg-changed').waitFor({ state: 'attached' });
  await page.waitForSelector('body[data-open]:not([data-open="0"])');
}

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  for (const book of BOOKS)
    for (const variant of VARIANTS) {
      const context = await browser.newContext({
        viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        deviceScaleFactor: 1,
        isMobile: variant.phone,
        hasTouch: variant.phone,
        colorScheme: variant.theme,
      });
      const page = await context.newPage();
      await page.goto(await launchUrl(site, token, book.vendor, variant.lang));
      await page.waitForSelector('body[data-ready="true"]');
      await pickTwo(page);
      await moveFirstPrice(site, page, book.vendor);
      if (variant.phone) await page.getByTestId('slip-open').click();
      await page.waitForTimeout(400);
      const file = `sports-${book.name}-${variant.phone ? 'phone-light-tl' : 'desktop'}.png`;
      await page.screenshot({ path: `${outDir}${file}`, fullPage: !variant.phone });
      console.log(file);
      await context.close();
    }
  // The centre: the book's card lists its leagues.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await autoDismissSitePopups(page);
  await page.goto(site.url);
  await logInFromHeader(page);
  await page.goto(`${site.url}/sports`);
  await page.getByTestId('vendor-entry').filter({ hasText: 'Arena Sportsbook' }).getByRole('button', { name: /Enter/ }).click();
  await page.getByTestId('vendor-game').first().waitFor();
  await page.screenshot({ path: `${outDir}sports-centre-leagues.png` });
  console.log('sports-centre-leagues.png');
  await context.close();
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
