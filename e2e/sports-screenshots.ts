/**
 * `npx tsx e2e/sports-screenshots.ts`: the studio's sports book (Arena Sportsbook) and an e-sports
 * book (TF Gaming) as player1 opens them from their vendor cards, with two prices on the slip, one
 * of them then moved by a bet on the book (flashing on the board, "price changed" on the slip, the
 * bet open with its cash-out offer), on a desktop (dark, English) and a phone (light, Tagalog, the
 * slip's bottom sheet open), into
 * docs/screenshots/sports-*.png (docs/studio.md shows them); and the /sports centre's league popup.
 */
import type { Browser, Page } from 'playwright-core';
import {
  databaseFrom,
  launchUrl,
  listGames,
  playerToken,
  SCREENSHOT_DIR,
  siteJson,
  takeScreenshots,
  VARIANTS,
  variantContext,
} from './support/screenshots';
import { autoDismissSitePopups, logInFromHeader } from './support/shell';
import type { Site } from './support/site';

const BOOKS = [
  { name: 'sports', vendor: 'ARENABET' },
  { name: 'esports', vendor: 'TF' },
] as const;

async function bookUrl(site: Site, token: string, vendor: string, language: string): Promise<string> {
  const games = await listGames(site, `vassalage=${vendor}&isGame=VASSALAGE`);
  return launchUrl(site, token, games[0]!.nodeId, language);
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
  await siteJson(site, `/studio/${vendor}/bets`, {
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
      const context = await variantContext(browser, variant, { desktop: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(await bookUrl(site, token, book.vendor, variant.language));
      await page.waitForSelector('body[data-ready="true"]');
      await pickTwo(page);
      await moveFirstPrice(site, page, book.vendor);
      if (variant.phone) await page.getByTestId('slip-open').click();
      await page.waitForTimeout(400);
      const file = `sports-${book.name}-${variant.suffix}.png`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}${file}`, fullPage: !variant.phone });
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
  await page.screenshot({ path: `${SCREENSHOT_DIR}sports-centre-leagues.png` });
  console.log('sports-centre-leagues.png');
  await context.close();
}

await takeScreenshots(databaseFrom('SITE_DATABASE_URL'), async (site, browser) => {
  await shoot(browser, site, await playerToken(site));
});
