import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';
import { playTongitsRound } from './support/studio-drivers/tongits';

const SOON = { timeout: 15_000 };

describe.runIf(browserAvailable())('Tongits at the studio in the browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url, { reducedMotion: 'reduce' });
    context = page.context();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens Tongits Club's first Tongits table from the /pvp lobby: the studio's Tongits rooms open in a game window. */
  async function openTongits(): Promise<Page> {
    await page.goto(`${site.url}/pvp?vassalage=TONGITS`);
    const tile = page
      .locator('[data-testid="game-grid"] [data-testid="game-tile"]')
      .filter({ hasText: /Tongits Table/ })
      .first();
    await tile.waitFor(SOON);
    const opened = context.waitForEvent('page');
    await tile.locator('.game-tile__play').click();
    const game = await opened;
    await game.waitForSelector('body[data-ready="true"]', SOON);
    return game;
  }

  it('plays a hand as player1 to its end with the keyboard and the buttons: the balance moves by exactly the result', async () => {
    const start = await headerBalance();
    const game = await openTongits();
    const violations = watchCspViolations(game);
    expect(await game.getByTestId('tongits-room').count()).toBe(4);
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start);
    const stake = minorOf(await game.getByTestId('tongits-room').first().locator('.room__stake').textContent());

    // The room by keyboard: the stake is taken at the deal.
    await game.getByTestId('tongits-room-play').first().focus();
    await game.keyboard.press('Enter');
    await game.waitForSelector('body[data-busy="false"][data-phase="start"], body[data-busy="false"][data-phase="act"]', SOON);
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start - stake);
    expect(await game.getByTestId('tongits-seat').count()).toBe(2);
    if ((await game.locator('body').getAttribute('data-phase')) === 'start') {
      expect(await game.getByTestId('tongits-discard').isDisabled()).toBe(true);
      await game.getByTestId('tongits-draw').focus();
      await game.keyboard.press('Enter');
      await game.waitForSelector('body[data-busy="false"][data-phase="act"]', SOON);
    }
    // A card picked with the keyboard is selected; one card selected may be discarded, never melded.
    const card = game.locator('#hand .card').first();
    await card.focus();
    await game.keyboard.press('Space');
    await expect.poll(() => card.getAttribute('aria-pressed'), SOON).toBe('true');
    expect(await game.getByTestId('tongits-meld').isDisabled()).toBe(true);
    expect(await game.getByTestId('tongits-discard').isEnabled()).toBe(true);
    await game.keyboard.press('Space');
    await expect.poll(() => card.getAttribute('aria-pressed'), SOON).toBe('false');

    await playTongitsRound(game);
    await game.getByTestId('tongits-result').waitFor(SOON);
    const payout = minorOf(await game.getByTestId('studio-win').textContent());
    expect([0, stake * 3 - (stake * 2 * 5) / 100]).toContain(payout);
    const balance = minorOf(await game.getByTestId('studio-balance').textContent());
    expect(balance).toBe(start - stake + payout);
    // The end shows every hand: the player's and both bots'.
    expect(await game.locator('.tg-end__row').count()).toBe(3);
    expect(await game.locator('#last-round').textContent()).toMatch(/[0-9a-f]{16}/);
    expect(violations).toEqual([]);
    await game.close();

    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(balance);
  });
});
