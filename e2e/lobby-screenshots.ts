/**
 * `npx tsx e2e/lobby-screenshots.ts`: a lobby with a game in maintenance (its marker, no free play)
 * and the maintenance dialog suggesting other games, on a desktop (dark, English) and a phone
 * (light, Tagalog), into docs/screenshots/lobby-maintenance-*.png (docs/games.md shows them).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { launchBrowser } from './support/browser';
import { dismissSitePopups } from './support/shell';
import { startSite } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { theme: 'dark', lang: 'EN', phone: false, name: 'desktop' },
  { theme: 'light', lang: 'TY', phone: true, name: 'phone-light-tl' },
] as const;

mkdirSync(outDir, { recursive: true });
const site = await startSite();
const browser = await launchBrowser();
try {
  // Dice in maintenance for the next two hours, so the dialog can say when it is expected back.
  await site.updateSettings((settings) => {
    settings.gameMaintenance.entries = [{ vendor: ORIGINALS_VENDOR, gameCode: 'dice', startsAt: null, endsAt: Date.now() + 2 * 3_600_000 }];
  });
  for (const variant of VARIANTS) {
    const context = await browser.newContext({
      viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
      deviceScaleFactor: 1,
      isMobile: variant.phone,
      hasTouch: variant.phone,
    });
    await context.addInitScript(
      ({ theme, lang }) => {
        localStorage.setItem('panalo.theme', theme);
        localStorage.setItem('panalo.language', lang);
        sessionStorage.setItem('panalo.disclaimer', 'accepted');
        sessionStorage.setItem('panalo.popupClosed.visitor', '1');
      },
      { theme: variant.theme, lang: variant.lang },
    );
    const page = await context.newPage();
    await page.goto(`${site.url}/rng?vassalage=${ORIGINALS_VENDOR}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await dismissSitePopups(page);
    const tile = page.locator('[data-testid="game-tile"][data-maintenance="true"]');
    await tile.waitFor();
    await tile.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}lobby-maintenance-${variant.name}.png` });
    await tile.locator('.game-tile__play').click();
    await page.getByTestId('game-suggestion').first().waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}lobby-maintenance-dialog-${variant.name}.png` });
    console.log(variant.name);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
