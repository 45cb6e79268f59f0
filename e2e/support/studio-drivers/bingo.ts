import type { Page } from 'playwright-core';
import { playSmallestAndSettle } from './round';

/** One bingo round: one card at the smallest price, all 35 balls drawn. */
export async function playBingoRound(page: Page): Promise<void> {
  await page.getByTestId('studio-bingo').waitFor();
  await page.getByTestId('bingo-cards').selectOption('1');
  await playSmallestAndSettle(page);
}
