/**
 * `npx tsx e2e/lobby-screenshots.ts`: a lobby with a game in maintenance (its marker, no free play)
 * and the maintenance dialog suggesting other games, on a desktop (dark, English) and a phone
 * (light, Tagalog), into docs/screenshots/lobby-maintenance-*.png (docs/games.md shows them).
 */
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { presetSiteStorage, SCREENSHOT_DIR, takeScreenshots, VARIANTS, variantContext } from './support/screenshots';
import { dismissSitePopups } from './support/shell';

await takeScreenshots({}, async (site, browser) => {
  // Dice in maintenance for the next two hours, so the dialog can say when it is expected back.
  await site.updateSettings((settings) => {
    settings.gameMaintenance.entries = [{ vendor: ORIGINALS_VENDOR, gameCode: 'dice', startsAt: null, endsAt: Date.now() + 2 * 3_600_000 }];
  });
  for (const variant of VARIANTS) {
    const context = await variantContext(browser, variant, { colorScheme: false });
    await presetSiteStorage(context, variant);
    const page = await context.newPage();
    await page.goto(`${site.url}/rng?vassalage=${ORIGINALS_VENDOR}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await dismissSitePopups(page);
    const tile = page.locator('[data-testid="game-tile"][data-maintenance="true"]');
    await tile.waitFor();
    await tile.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}lobby-maintenance-${variant.suffix}.png` });
    await tile.locator('.game-tile__play').click();
    await page.getByTestId('game-suggestion').first().waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}lobby-maintenance-dialog-${variant.suffix}.png` });
    console.log(variant.suffix);
    await context.close();
  }
});
