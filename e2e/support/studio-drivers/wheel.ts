import type { Page } from 'playwright-core';
import { playSmallestAndSettle } from './round';

/** One spin of the studio's prize wheel at the smallest stake. */
export async function playWheelRound(page: Page): Promise<void> {
  await page.getByTestId('studio-wheel').waitFor();
  await playSmallestAndSettle(page);
}
