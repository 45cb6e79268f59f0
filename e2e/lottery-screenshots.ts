/**
 * `npx tsx e2e/lottery-screenshots.ts`: the lottery board (/lott) on the player site and a lottery's
 * game page after a ticket, on a desktop (dark, English) and a phone (light, Tagalog), into
 * docs/screenshots/lottery-*.png (docs/studio.md and docs/games.md show them).
 */
import { playerToken, presetSiteStorage, SCREENSHOT_DIR, takeScreenshots, VARIANTS, variantContext } from './support/screenshots';
import { dismissSitePopups } from './support/shell';

await takeScreenshots({}, async (site, browser) => {
  const token = await playerToken(site);
  for (const variant of VARIANTS) {
    const context = await variantContext(browser, variant);
    await presetSiteStorage(context, variant, token);
    const page = await context.newPage();
    const suffix = variant.phone ? variant.suffix : 'desktop-dark';
    await page.goto(`${site.url}/lott`);
    await dismissSitePopups(page);
    await page.getByTestId('lottery-card').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.lottery-card__draw').length >= 6);
    await page.screenshot({ path: `${SCREENSHOT_DIR}lottery-board-${suffix}.png` });
    console.log(`lottery-board-${suffix}.png`);

    await page.goto(`${site.url}/vnLottery?gameCode=LOTTOPH_0001&vassalage=LOTTOPH&lottoView=betting`);
    const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
    await frame.locator('body[data-ready="true"]').waitFor();
    await frame.locator('input[value="LO2"]').check();
    await frame.getByTestId('lottery-number').fill('27');
    await frame.getByTestId('lottery-bet').click();
    await frame.getByTestId('lottery-my-bet').first().waitFor();
    const game = await (await page.getByTestId('game-frame-iframe').elementHandle())!.contentFrame();
    await game!.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}lottery-game-${suffix}.png` });
    console.log(`lottery-game-${suffix}.png`);
    // The whole game page, opened on its own (as a pop-up launch shows it).
    const own = await context.newPage();
    await own.goto(game!.url());
    await own.waitForSelector('body[data-ready="true"]');
    await own.getByTestId('lottery-my-bet').first().waitFor();
    await own.screenshot({ path: `${SCREENSHOT_DIR}lottery-game-full-${suffix}.png`, fullPage: true });
    console.log(`lottery-game-full-${suffix}.png`);
    await context.close();
  }
});
