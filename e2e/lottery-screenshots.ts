/**
 * `npx tsx e2e/lottery-screenshots.ts`: the lottery board (/lott) on the player site and a lottery's
 * game page after a ticket, on a desktop (dark, English) and a phone (light, Tagalog), into
 * docs/screenshots/lottery-*.png (docs/studio.md and docs/games.md show them).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './support/browser';
import { dismissSitePopups, PLAYER } from './support/shell';
import { startSite } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { theme: 'dark', language: 'EN', phone: false },
  { theme: 'light', language: 'TY', phone: true },
] as const;

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const login = await fetch(`${site.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(PLAYER),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    for (const variant of VARIANTS) {
      const context = await browser.newContext({
        viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
        deviceScaleFactor: 1,
        isMobile: variant.phone,
        hasTouch: variant.phone,
        colorScheme: variant.theme,
      });
      await context.addInitScript(
        ({ theme, language, token }) => {
          localStorage.setItem('panalo.theme', theme);
          localStorage.setItem('panalo.language', language);
          if (!sessionStorage.getItem('panalo.token')) sessionStorage.setItem('panalo.token', token);
          sessionStorage.setItem('panalo.disclaimer', 'accepted');
          sessionStorage.setItem('panalo.popupClosed.visitor', '1');
          sessionStorage.setItem('panalo.popupClosed.member', '1');
        },
        { theme: variant.theme, language: variant.language, token },
      );
      const page = await context.newPage();
      const suffix = variant.phone ? 'phone-light-tl' : 'desktop-dark';
      await page.goto(`${site.url}/lott`);
      await dismissSitePopups(page);
      await page.getByTestId('lottery-card').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.lottery-card__draw').length >= 6);
      await page.screenshot({ path: `${outDir}lottery-board-${suffix}.png` });
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
      await page.screenshot({ path: `${outDir}lottery-game-${suffix}.png` });
      console.log(`lottery-game-${suffix}.png`);
      // The whole game page, opened on its own (as a pop-up launch shows it).
      const own = await context.newPage();
      await own.goto(game!.url());
      await own.waitForSelector('body[data-ready="true"]');
      await own.getByTestId('lottery-my-bet').first().waitFor();
      await own.screenshot({ path: `${outDir}lottery-game-full-${suffix}.png`, fullPage: true });
      console.log(`lottery-game-full-${suffix}.png`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
