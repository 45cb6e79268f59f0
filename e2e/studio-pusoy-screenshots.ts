/**
 * `npx tsx e2e/studio-pusoy-screenshots.ts`: the studio's card rooms as player1 opens a Pusoy table
 * from a launch: the room list, and the table after one hand's showdown, on a desktop (dark,
 * English) and a phone (light, Tagalog), into docs/screenshots/studio-pusoy-*.png (docs/studio.md).
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
import { playPusoyRound } from './support/studio-drivers/pusoy';

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  const nodeId = (await listGames(site, 'vassalage=PUSOY&pageSize=1'))[0]!.nodeId;
  for (const variant of VARIANTS) {
    const context = await variantContext(browser, variant);
    const page = await context.newPage();
    await page.goto(await launchUrl(site, token, nodeId, variant.language));
    await page.waitForSelector('body[data-ready="true"]');
    const suffix = variant.suffix;
    await page.screenshot({ path: `${SCREENSHOT_DIR}studio-pusoy-rooms-${suffix}.png`, fullPage: true });
    await playPusoyRound(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}studio-pusoy-${suffix}.png`, fullPage: true });
    console.log(`studio-pusoy-rooms-${suffix}.png studio-pusoy-${suffix}.png`);
    await context.close();
  }
}

// STUDIO_SHOTS_DATABASE_URL: a fresh database of your own when SQLite is not at hand.
await takeScreenshots({ ownWebCopy: true, ...databaseFrom('STUDIO_SHOTS_DATABASE_URL') }, async (site, browser) => {
  await shoot(browser, site, await playerToken(site));
});
