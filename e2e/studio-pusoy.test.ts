import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';
import { playPusoyRound } from './support/studio-drivers/pusoy';

const SOON = { timeout: 15_000 };

describe.runIf(browserAvailable())("the studio's card rooms in the browser", () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
    context = page.context();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /**
   * Opens the first table of a card vendor from the /pvp lobby: the studio's room list opens in a
   * game window. Tongits Club's Tongits tables play Tongits (studio-tongits.test.ts), so its Pusoy
   * is one of its other tables.
   */
  async function openFromLobby(vendor: string, free: boolean): Promise<Page> {
    await page.goto(`${site.url}/pvp?vassalage=${vendor}`);
    const tiles = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]').filter({ hasNotText: /Tongits Table/ });
    const tile = free ? tiles.filter({ has: page.getByRole('button', { name: /^Free play / }) }).first() : tiles.first();
    await tile.waitFor(SOON);
    const opened = context.waitForEvent('page');
    if (free) await tile.getByRole('button', { name: /^Free play / }).click();
    else await tile.locator('.game-tile__play').click();
    const game = await opened;
    await game.waitForSelector('body[data-ready="true"]', SOON);
    return game;
  }

  it('lists both card vendors in the /pvp lobby', async () => {
    await page.goto(`${site.url}/pvp`);
    await expect.poll(() => page.getByText('Pusoy Masters').count(), SOON).toBeGreaterThan(0);
    expect(await page.getByText('Tongits Club').count()).toBeGreaterThan(0);
  });

  it('plays a Pusoy hand for money: the buy-in at the deal, the showdown paid, the balance and history moved by the result', async () => {
    const start = await headerBalance();
    const game = await openFromLobby('PUSOY', false);
    const violations = watchCspViolations(game);
    expect(await game.getByTestId('pusoy-room').count()).toBe(4);
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start);
    await playPusoyRound(game);
    const payout = minorOf(await game.getByTestId('studio-win').textContent());
    const balance = minorOf(await game.getByTestId('studio-balance').textContent());
    expect(await game.locator('[data-testid="pusoy-opponent"] .card').count()).toBe(39);
    const stake = start - balance + payout;
    expect(stake).toBeGreaterThan(0);
    expect(stake % 18).toBe(0);
    expect(violations).toEqual([]);
    await game.close();

    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(balance);
    const rows = await transactionHistory(page, site.url, SOON);
    expect(rows.find((row) => row.type === 'BET')!.cells.some((cell) => minorOf(cell) === -stake)).toBe(true);
    if (payout > 0) expect(rows.some((row) => row.type === 'WIN' && row.cells.some((cell) => minorOf(cell) === payout))).toBe(true);
  });

  it('arranges by hand with the validity check, and plays a free hand of a Tongits Club table without moving the real balance', async () => {
    const start = await headerBalance();
    const game = await openFromLobby('TONGITS', true);
    await game.getByTestId('studio-demo').waitFor();
    await game.getByTestId('pusoy-room').first().getByTestId('pusoy-seat-free').first().click();
    await game.waitForSelector('body[data-phase="arrange"]', SOON);
    // Three cards into the front row by hand: the rows are not complete, so no showdown yet.
    for (let index = 0; index < 3; index += 1) await game.locator('#hand .card').nth(index).click();
    await game.getByTestId('pusoy-row-front').click();
    expect(await game.locator('#row-front .card').count()).toBe(3);
    expect(await game.getByTestId('pusoy-show').isDisabled()).toBe(true);
    await game.getByTestId('pusoy-auto').click();
    expect(await game.locator('#check').getAttribute('class')).toContain('check--ok');
    await game.getByTestId('pusoy-show').click();
    await game.waitForSelector('body[data-hands="1"]', { timeout: 60_000 });
    expect(await game.locator('#last-round').textContent()).toMatch(/[0-9a-f]{64}/);
    await game.close();
    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(start);
  });
});
