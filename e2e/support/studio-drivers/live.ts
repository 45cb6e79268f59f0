import type { Page } from 'playwright-core';

/**
 * Plays one round at an open live table (the studio's baccarat, roulette, dragon tiger or sic bo
 * page) with the smallest chip on the board's first spot, and waits until it has settled.
 */
export async function playLiveRound(page: Page): Promise<void> {
  await page.waitForSelector('body[data-ready="true"]');
  const before = Number((await page.evaluate(() => document.body.dataset.rounds)) ?? '0');
  await page.getByTestId('live-chip-0').click();
  await page.locator('[data-testid="live-board"] .spot').first().click();
  await page.getByTestId('studio-spin').click();
  await page.waitForSelector(`body[data-rounds="${before + 1}"]`, { timeout: 60_000 });
}
