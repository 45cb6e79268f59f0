import type { Page } from 'playwright-core';

/** A round's animation (reels and free spins, the wheel, the ball draw) runs a few seconds. */
export const ROUND_SETTLED = { timeout: 60_000 };

/** The rounds the page has finished: it counts them on <body data-rounds>. */
export const roundsShown = async (page: Page): Promise<number> => Number((await page.locator('body').getAttribute('data-rounds')) ?? '0');

/** Picks the smallest bet offered (the first option), presses the page's play button and waits until the round settled. */
export async function playSmallestAndSettle(page: Page): Promise<void> {
  const before = await roundsShown(page);
  const bet = page.getByTestId('studio-bet');
  await bet.selectOption((await bet.locator('option').first().getAttribute('value'))!);
  await page.getByTestId('studio-spin').click();
  await page.waitForSelector(`body[data-rounds="${before + 1}"]`, ROUND_SETTLED);
}
