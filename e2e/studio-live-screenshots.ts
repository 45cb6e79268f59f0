/**
 * `npx tsx e2e/studio-live-screenshots.ts`: the studio's four live tables (baccarat, roulette,
 * dragon tiger, sic bo) as player1 opens them from a launch, after one round with a chip on one
 * spot, on a desktop (dark, English) and a phone (light, Tagalog), into
 * docs/screenshots/studio-live-*.png (docs/studio.md shows them); then a table of the transfer-mode
 * Sandbox Live in the site's game frame after ₱100 moved there and one deal (desktop,
 * studio-live-transfer-desktop.png). SITE_DATABASE_URL runs the site on another database than its
 * own SQLite file (an empty PostgreSQL database, say).
 */
import type { Browser } from 'playwright-core';
import {
  databaseFrom,
  launchUrl,
  listGames,
  playerToken,
  presetSiteStorage,
  SCREENSHOT_DIR,
  takeScreenshots,
  VARIANTS,
  variantContext,
} from './support/screenshots';
import type { Site } from './support/site';
import { playLiveRound } from './support/studio-drivers/live';

/** One entry of each table in the demo catalogue, found by its name. */
const TABLES = [
  { name: 'baccarat', vendor: 'MANILALIVE', words: 'Baccarat', spot: 'banker' },
  { name: 'roulette', vendor: 'MANILALIVE', words: 'Roulette', spot: 'red' },
  { name: 'dragon-tiger', vendor: 'PEARLDEALER', words: 'Dragon Tiger', spot: 'dragon' },
  { name: 'sic-bo', vendor: 'PEARLDEALER', words: 'Sic Bo', spot: 'big' },
] as const;

async function tableUrl(site: Site, token: string, vendor: string, words: string, language: string): Promise<string> {
  const game = (await listGames(site, `vassalage=${vendor}&pageSize=100`)).find((entry) => entry.gameName.startsWith(words));
  if (!game) throw new Error(`no ${words} table at ${vendor}`);
  return launchUrl(site, token, game.nodeId, language);
}

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  for (const table of TABLES)
    for (const variant of VARIANTS) {
      const context = await variantContext(browser, variant);
      const page = await context.newPage();
      await page.goto(await tableUrl(site, token, table.vendor, table.words, variant.language));
      await page.waitForSelector('body[data-ready="true"]');
      await page.getByTestId('live-chip-1').click();
      await page.getByTestId(`spot-${table.spot}`).click();
      await page.getByTestId('live-chip-0').click();
      await page.getByTestId(`spot-${table.spot}`).click();
      await page.getByTestId('studio-spin').click();
      await page.waitForSelector('body[data-rounds="1"]', { timeout: 60_000 });
      const file = `studio-live-${table.name}-${variant.suffix}.png`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}${file}`, fullPage: true });
      console.log(file);
      await context.close();
    }
}

/** A Sandbox Live table from its tile: the transfer dialog, the table in the frame with both wallets in the bar, one deal. */
async function shootTransfer(browser: Browser, site: Site, token: string): Promise<void> {
  const variant = VARIANTS[0];
  const context = await variantContext(browser, variant);
  await presetSiteStorage(context, variant, token);
  const page = await context.newPage();
  await page.goto(`${site.url}/live?vassalage=SBXLIVE`);
  const tile = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]').first();
  await tile.locator('.game-tile__play').click();
  await page.getByTestId('transfer-before-play-amount').fill('100');
  await page.getByTestId('transfer-before-play-submit').click();
  await page.waitForURL(`${site.url}/seamless`);
  const frame = (await (await page.getByTestId('game-frame-iframe').elementHandle())!.contentFrame())!;
  await frame.waitForSelector('body[data-ready="true"]');
  await playLiveRound(frame);
  // The bar reads the vendor wallet again once the round's balance push arrives.
  await page
    .waitForFunction(() => document.querySelector('[data-testid="game-frame-vendor-balance"]')?.textContent !== '₱100.00', undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  const file = `studio-live-transfer-${variant.suffix}.png`;
  await page.screenshot({ path: `${SCREENSHOT_DIR}${file}` });
  console.log(file);
  await context.close();
}

await takeScreenshots(databaseFrom('SITE_DATABASE_URL'), async (site, browser) => {
  const token = await playerToken(site);
  await shoot(browser, site, token);
  await shootTransfer(browser, site, token);
});
