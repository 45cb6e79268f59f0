import type { Page } from 'playwright-core';

/** A hand is a dozen turns or so, each answered at once; the page marks each finished hand. */
const HAND = { timeout: 60_000 };
const ANSWER = { timeout: 15_000 };

/** Clicks a button of the table (the first room's, of the room list) and waits until the studio's answer is on the page (body[data-busy="false"]). */
async function press(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).first().click();
  await page.waitForSelector('body[data-busy="false"]', ANSWER);
}

/**
 * Plays one Tongits hand on an open game page: the smallest room (or "Deal again", or the hand under
 * way), then each turn
 * the fight when the page offers it, else a draw, then the card at the right end of the hand (the
 * highest) discarded; until the hand ends and the page counts it.
 */
export async function playTongitsRound(page: Page): Promise<void> {
  const body = page.locator('body');
  const before = Number((await body.getAttribute('data-hands')) ?? '0');
  const phase = await body.getAttribute('data-phase');
  // From the rooms, after a hand, or on with a hand under way.
  if (phase === 'result') await press(page, 'tongits-again');
  else if (phase === 'rooms' || phase === null) await press(page, 'tongits-room-play');
  for (let step = 0; step < 100; step += 1) {
    const now = await body.getAttribute('data-phase');
    if (Number((await body.getAttribute('data-hands')) ?? '0') > before) return;
    if (now === 'start') await press(page, (await page.getByTestId('tongits-fight').isEnabled()) ? 'tongits-fight' : 'tongits-draw');
    else if (now === 'act') {
      await page.locator('#hand .card').last().click();
      await press(page, 'tongits-discard');
    } else await page.waitForSelector('body[data-phase="start"], body[data-phase="act"], body[data-phase="result"]', ANSWER);
  }
  await page.waitForSelector(`body[data-hands="${before + 1}"]`, HAND);
}
