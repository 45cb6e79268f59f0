/**
 * `npx tsx e2e/studio-fish-screenshots.ts`: the studio's fishing game as player1 opens it from a
 * launch, after a few shots (one caught fish shown mid-catch when the shots bring one), on a
 * desktop and a phone, dark in English and light in Tagalog, into docs/screenshots/studio-fish-*.png
 * (docs/studio.md shows them); and the /fish lobby listing the fishing vendors.
 */
import type { Browser } from 'playwright-core';
import { launchUrl, listGames, playerToken, SCREENSHOT_DIR, takeScreenshots, VARIANTS, variantContext } from './support/screenshots';
import { dismissSitePopups } from './support/shell';
import type { Site } from './support/site';

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  const nodeId = (await listGames(site, 'vassalage=REEFFISH&pageSize=1'))[0]!.nodeId;
  for (const variant of VARIANTS) {
    const context = await variantContext(browser, variant);
    const page = await context.newPage();
    await page.goto(await launchUrl(site, token, nodeId, variant.language));
    await page.waitForSelector('body[data-ready="true"]');
    // A few shots: the page then shows a result and the win meter; the last one is caught on the picture mid-flight.
    for (let shot = 1; shot <= 3; shot += 1) {
      await page.getByTestId('studio-fire').click();
      await page.waitForSelector(`body[data-rounds="${shot}"]`, { timeout: 60_000 });
    }
    await page.getByTestId('studio-sea').hover({ position: { x: 120, y: 60 } });
    await page.getByTestId('studio-fire').click();
    await page.waitForTimeout(250);
    const file = `studio-fish-${variant.suffix}.png`;
    await page.screenshot({ path: `${SCREENSHOT_DIR}${file}`, fullPage: true });
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
  await page.screenshot({ path: `${SCREENSHOT_DIR}studio-fish-lobby.png` });
  console.log('studio-fish-lobby.png');
  await context.close();
}

await takeScreenshots({ ownWebCopy: true }, async (site, browser) => {
  await shoot(browser, site, await playerToken(site));
  await lobby(browser, site);
});
