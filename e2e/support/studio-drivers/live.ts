import type { Frame, Page } from 'playwright-core';

/**
 * Plays one round at an open live table (the studio's baccarat, roulette, dragon tiger or sic bo
 * page) with the smallest chip on the board's first spot, and waits until it has settled. A
 * transfer-mode vendor's table plays inside the site's game frame: the frame is its page then.
 */
export async function playLiveRound(page: Page | Frame): Promise<void> {
  await page.waitForSelector('body[data-ready="true"]');
  const before = Number((await page.evaluate(() => document.body.dataset.rounds)) ?? '0');
  await page.getByTestId('live-chip-0').click();
  await page.locator('[data-testid="live-board"] .spot').first().click();
  await page.getByTestId('studio-spin').click();
  await page.waitForSelector(`body[data-rounds="${before + 1}"]`, { timeout: 60_000 });
}
