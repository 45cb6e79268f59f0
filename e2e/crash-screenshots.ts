/**
 * `npx tsx e2e/crash-screenshots.ts`: the shared crash round as player1 opens it from a launch,
 * with bets on the round, while it takes bets and while it climbs, on a desktop (dark, English)
 * and a phone (light, Tagalog), into docs/screenshots/crash-*.png (docs/studio.md shows them).
 */
import { launchUrl, listGames, playerToken, SCREENSHOT_DIR, takeScreenshots, VARIANTS, variantContext } from './support/screenshots';

const PERIOD = 20_000;
const BETTING = 9_000;

let shift = 0;
const now = () => Date.now() + shift;

await takeScreenshots({ clock: { now } }, async (site, browser) => {
  const token = await playerToken(site);
  const games = await listGames(site, 'vassalage=NEONSLOT&gameClassify=CR&pageSize=10');
  const nodeId = games.find((game) => game.gameClassify === 'CR')!.nodeId;
  for (const variant of VARIANTS) {
    const url = await launchUrl(site, token, nodeId, variant.language);
    const context = await variantContext(browser, variant);
    const page = await context.newPage();
    // The next betting window, two seconds in.
    const closesAt = (Math.floor((now() + BETTING) / PERIOD) + 1) * PERIOD;
    shift += closesAt - BETTING + 2_000 - now();
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => !(document.getElementById('bet') as HTMLButtonElement).disabled);
    await page.getByTestId('crash-auto').fill('2.00');
    await page.getByTestId('crash-bet').click();
    await page
      .getByTestId('crash-player')
      .filter({ hasText: /You|Ikaw/ })
      .first()
      .waitFor();
    const name = variant.suffix;
    await page.screenshot({ path: `${SCREENSHOT_DIR}crash-${name}-betting.png`, fullPage: true });
    shift += closesAt + 1_500 - now();
    await page.waitForSelector('#crash-stage[data-phase="running"], #crash-stage[data-phase="crashed"]', { timeout: 15_000 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}crash-${name}-running.png`, fullPage: true });
    console.log(`crash-${name}`);
    await context.close();
  }
});
