/**
 * `npx tsx e2e/studio-screenshots.ts`: the sandbox game studio's pages (a slot, the prize wheel and bingo)
 * as player1 opens them from a launch, after one round, on a desktop and a phone, dark in English
 * and light in Tagalog, into docs/screenshots/studio-*.png (docs/studio.md shows them).
 */
import type { Browser } from 'playwright-core';
import { launchUrl, listGames, playerToken, SCREENSHOT_DIR, takeScreenshots, VARIANTS, variantContext } from './support/screenshots';
import type { Site } from './support/site';

const GAMES = [
  { name: 'slot', vendor: 'LUCKYREEL', classify: 'SC' },
  { name: 'wheel', vendor: 'BAYANIPLAY', classify: 'AC' },
  { name: 'bingo', vendor: 'BINGOBAY', classify: 'BG' },
] as const;

async function gameUrl(site: Site, token: string, vendor: string, classify: string, language: string): Promise<string> {
  const games = await listGames(site, `vassalage=${vendor}&gameClassify=${classify}&pageSize=1`);
  return launchUrl(site, token, games[0]!.nodeId, language);
}

/** `npx tsx e2e/studio-screenshots.ts bingo` shoots only the games named; none named, all of them. */
const only = process.argv.slice(2);

async function shoot(browser: Browser, site: Site, token: string): Promise<void> {
  for (const game of GAMES.filter((entry) => only.length === 0 || only.includes(entry.name)))
    for (const variant of VARIANTS) {
      const context = await variantContext(browser, variant);
      const page = await context.newPage();
      await page.goto(await gameUrl(site, token, game.vendor, game.classify, variant.language));
      await page.waitForSelector('body[data-ready="true"]');
      // Bingo with two cards, so the picture shows how several cards sit side by side.
      if (game.name === 'bingo') await page.getByTestId('bingo-cards').selectOption('2');
      await page.getByTestId('studio-spin').click();
      await page.waitForSelector('body[data-rounds="1"]', { timeout: 60_000 });
      // Named apart from `npm run screenshots`' variants, which git ignores.
      const file = `studio-${game.name}-${variant.suffix}.png`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}${file}`, fullPage: true });
      console.log(file);
      await context.close();
    }
}

await takeScreenshots({ ownWebCopy: true }, async (site, browser) => {
  await shoot(browser, site, await playerToken(site));
});
