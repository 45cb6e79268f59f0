import type { Page } from 'playwright-core';

/** A shot's bullet flies and the catch animates for a moment; the page marks each landed shot on the body. */
const LANDED = { timeout: 60_000 };

/** Fires one shot at the marked fish with the smallest bet, on an open fishing page, and waits until it has landed. */
export async function playFishRound(page: Page): Promise<void> {
  const before = Number((await page.locator('body').getAttribute('data-rounds')) ?? '0');
  await page.getByTestId('studio-bet').selectOption({ index: 0 });
  await page.getByTestId('studio-fire').click();
  await page.waitForSelector(`body[data-rounds="${before + 1}"]`, LANDED);
}
