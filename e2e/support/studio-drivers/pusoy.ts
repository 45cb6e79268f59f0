import type { Page } from 'playwright-core';

/** A hand's deal, the bots' reveal and the score run a few seconds; the page marks each finished hand. */
const HAND = { timeout: 60_000 };

/**
 * Plays one hand at a studio card room (an open game page): the first free seat of the smallest
 * room, the auto-arrange helper, the showdown; waits until the hand is settled (the page counts it).
 */
export async function playPusoyRound(page: Page): Promise<void> {
  const before = Number((await page.locator('body').getAttribute('data-hands')) ?? '0');
  const phase = await page.locator('body').getAttribute('data-phase');
  if (phase === 'result') await page.getByTestId('pusoy-again').click();
  else await page.getByTestId('pusoy-room').first().getByTestId('pusoy-seat-free').first().click();
  await page.waitForSelector('body[data-phase="arrange"]', HAND);
  await page.getByTestId('pusoy-auto').click();
  await page.getByTestId('pusoy-show').click();
  await page.waitForSelector(`body[data-hands="${before + 1}"]`, HAND);
}
