import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';
import { playFishRound } from './support/studio-drivers/fish';

const SOON = { timeout: 15_000 };
const LANDED = { timeout: 60_000 };

describe.runIf(browserAvailable())('the studio fishing game in the browser', () => {
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

  /** Opens the first game of a fishing vendor from its tile in the /fish lobby: the sea opens in a game window. */
  async function openFromLobby(vendor: string, free: boolean): Promise<Page> {
    await page.goto(`${site.url}/fish?vassalage=${vendor}`);
    const tiles = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]');
    const tile = free ? tiles.filter({ has: page.getByRole('button', { name: /^Free play / }) }).first() : tiles.first();
    await tile.waitFor(SOON);
    const opened = context.waitForEvent('page');
    if (free) await tile.getByRole('button', { name: /^Free play / }).click();
    else await tile.locator('.game-tile__play').click();
    const game = await opened;
    await game.waitForSelector('body[data-ready="true"]', SOON);
    return game;
  }

  it('lists both fishing vendors in the /fish lobby', async () => {
    await page.goto(`${site.url}/fish`);
    const tiles = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]');
    await tiles.first().waitFor(SOON);
    for (const vendor of ['REEFFISH', 'OCEANHUNT']) {
      await page.goto(`${site.url}/fish?vassalage=${vendor}`);
      await tiles.first().waitFor(SOON);
      expect(await tiles.count()).toBeGreaterThan(0);
    }
  });

  it('plays a shot for money: the balance and the transaction history move by exactly its result; quick shots are rounds of their own', async () => {
    const start = await headerBalance();
    const game = await openFromLobby('REEFFISH', false);
    const violations = watchCspViolations(game);
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start);
    expect(await game.getByTestId('fish-paytable').locator('li').count()).toBe(8);

    await playFishRound(game);
    const stake = Number(await game.getByTestId('studio-bet').inputValue());
    const payout = minorOf(await game.getByTestId('studio-win').textContent());
    const afterOne = minorOf(await game.getByTestId('studio-balance').textContent());
    expect(afterOne).toBe(start - stake + payout);

    // Three shots fired at once, from the keyboard: three rounds, each its own nonce.
    await game.getByTestId('studio-sea').focus();
    for (let shot = 0; shot < 3; shot += 1) await game.keyboard.press('Space');
    await game.waitForSelector('body[data-rounds="4"]', LANDED);
    await game.locator('#fair-open').click();
    await expect.poll(() => game.locator('#seed-nonce').textContent(), SOON).toBe('4');
    await game.locator('#fair-close').click();
    const final = minorOf(await game.getByTestId('studio-balance').textContent());
    expect(violations).toEqual([]);
    await game.close();

    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(final);
    const rows = await transactionHistory(page, site.url, SOON);
    expect(rows.filter((row) => row.type === 'BET' && row.cells.some((cell) => minorOf(cell) === -stake)).length).toBeGreaterThanOrEqual(4);
  });

  it('opens free play of a fishing game: demo credits move, the real balance does not', async () => {
    const start = await headerBalance();
    const game = await openFromLobby('OCEANHUNT', true);
    await game.getByTestId('studio-demo').waitFor();
    const before = minorOf(await game.getByTestId('studio-balance').textContent());
    await playFishRound(game);
    const stake = Number(await game.getByTestId('studio-bet').inputValue());
    const payout = minorOf(await game.getByTestId('studio-win').textContent());
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(before - stake + payout);
    await game.close();
    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(start);
  });
});
