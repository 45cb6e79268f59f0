/**
 * `npx tsx e2e/live-hosts-screenshots.ts`: the live hosts as player1 sees them: the /live lobby's
 * "Live hosts" row, the hosts page and a host's room after a few messages, on a desktop (dark,
 * English) and a phone (light, Tagalog), into docs/screenshots/live-hosts-*.png (docs/studio.md
 * shows them). Needs the built web app and a Chromium, like the browser tests.
 */
import type { Browser, Page } from 'playwright-core';
import { playerToken, presetSiteStorage, SCREENSHOT_DIR, takeScreenshots, VARIANTS, variantContext } from './support/screenshots';
import type { Site } from './support/site';

async function shoot(browser: Browser, site: Site): Promise<void> {
  for (const variant of VARIANTS) {
    const context = await variantContext(browser, variant, { colorScheme: false });
    await presetSiteStorage(context, variant, await playerToken(site, variant.language));
    const page = await context.newPage();
    const save = async (target: Page, name: string) => {
      const file = `live-hosts-${name}-${variant.suffix}.png`;
      await target.screenshot({ path: `${SCREENSHOT_DIR}${file}` });
      console.log(file);
    };
    await page.goto(`${site.url}/live`);
    await page.getByTestId('host-card').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await save(page, 'lobby');
    await page.goto(`${site.url}/live/hosts`);
    await page.getByTestId('host-card').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await save(page, 'list');
    await page.getByTestId('host-card-open').first().click();
    const frame = page.frameLocator('[data-testid="live-room-frame"]');
    await frame.getByTestId('live-stage').waitFor();
    // The same member posts in both variants: the room allows 3 messages in 10 seconds.
    await page.waitForTimeout(10_000);
    for (const text of variant.language === 'TY'
      ? ['Magandang gabi po!', 'Suwertehin sana tayo']
      : ['Hello there!', 'Good luck on this shoe']) {
      await frame.getByTestId('chat-input').fill(text);
      await frame.getByTestId('chat-input').press('Enter');
      // The next message waits for this one's answer (the form sends one at a time).
      while (await frame.getByTestId('chat-input').inputValue()) await page.waitForTimeout(100);
    }
    await frame.getByTestId('chat-line').nth(2).waitFor();
    await frame.getByTestId('chat-input').focus();
    await page.waitForTimeout(600);
    await save(page, 'room');
    await context.close();
  }
}

await takeScreenshots({}, (site, browser) => shoot(browser, site));
