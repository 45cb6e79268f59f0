import type { Page } from 'playwright-core';
import { playSmallestAndSettle } from './round';

/** One spin of a studio slot at the smallest line bet, free spins and bonus included. */
export async function playSlotRound(page: Page): Promise<void> {
  await page.getByTestId('studio-reels').waitFor();
  await playSmallestAndSettle(page);
}
