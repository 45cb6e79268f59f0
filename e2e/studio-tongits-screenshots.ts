/**
 * `npx tsx e2e/studio-tongits-screenshots.ts`: Tongits as player1 opens a Tongits table of Tongits
 * Club from a launch: the room list, the table in the middle of a hand (a card selected), and the
 * end of the hand, on a desktop (dark, English) and a phone (light, Tagalog), into
 * docs/screenshots/studio-tongits-*.png (docs/studio.md).
 */
import type { Browser } from 'playwright-core';
import {
  databaseFrom,
  launchUrl,
  listGames,
  playerToken,
  SCREENSHOT_DIR,
  takeScreenshots,
  VARIANTS,
  variantContext,
} from './support/screenshots';
import type { Site } from './support/site';
import { playTongitsRound } from './support/studio-drivers/tongits';

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  const table = (await listGames(site, 'vassalage=TONGITS&pageSize=100')).find((game) => game.gameName.startsWith('Tongits'))!;
  for (const variant of VARIANTS) {
    const context = await variantContext(browser, variant);
    const page = await context.newPage();
    await page.goto(await launchUrl(site, token, table.nodeId, variant.language));
    await page.waitForSelector('body[data-ready="true"]');
    const suffix = variant.suffix;
    await page.screenshot({ path: `${SCREENSHOT_DIR}studio-tongits-rooms-${suffix}.png`, fullPage: true });
    // A hand under way: the player's turn, after a draw when the turn starts with one, a card picked.
    await page.getByTestId('tongits-room-play').first().click();
    await page.waitForSelector('body[data-busy="false"][data-phase="start"], body[data-busy="false"][data-phase="act"]');
    if ((await page.locator('body').getAttribute('data-phase')) === 'start') {
      await page.getByTestId('tongits-draw').click();
      await page.waitForSelector('body[data-busy="false"][data-phase="act"]');
    }
    await page.locator('#hand .card').last().click();
    await page.screenshot({ path: `${SCREENSHOT_DIR}studio-tongits-${suffix}.png`, fullPage: true });
    await page.getByTestId('tongits-discard').click();
    await page.waitForSelector('body[data-busy="false"]');
    await playTongitsRound(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}studio-tongits-end-${suffix}.png`, fullPage: true });
    console.log(`studio-tongits-rooms-${suffix}.png studio-tongits-${suffix}.png studio-tongits-end-${suffix}.png`);
    await context.close();
  }
}

// STUDIO_SHOTS_DATABASE_URL: a fresh database of your own when SQLite is not at hand.
await takeScreenshots({ ownWebCopy: true, ...databaseFrom('STUDIO_SHOTS_DATABASE_URL') }, async (site, browser) => {
  await shoot(browser, site, await playerToken(site));
});
