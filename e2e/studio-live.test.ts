import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';
import { playLiveRound } from './support/studio-drivers/live';

const SOON = { timeout: 15_000 };

describe.runIf(browserAvailable())("the studio's live tables in the browser", () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  beforeAll(async () => {
    // SITE_DATABASE_URL: the site on another database than its own SQLite file.
    const database = process.env.SITE_DATABASE_URL;
    site = await startSite({ ownWebCopy: true, ...(database ? { env: { DATABASE_URL: database } } : {}) });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
    context = page.context();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('lists the studio live vendors on /live and plays a baccarat table for money from its tile', async () => {
    // The lobby offers the studio's live vendors: two seamless, and Sandbox Live in transfer mode (e2e/studio-vendors.test.ts plays it).
    await page.goto(`${site.url}/live`);
    await byTestId('vendor-MANILALIVE').waitFor(SOON);
    await byTestId('vendor-PEARLDEALER').waitFor(SOON);
    await byTestId('vendor-SBXLIVE').waitFor(SOON);
    await page.goto(`${site.url}/live?vassalage=MANILALIVE`);
    await page.getByLabel('Search games by name').fill('Baccarat');
    const tile = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]').first();
    await expect.poll(async () => (await tile.getByTestId('game-name').textContent()) ?? '', SOON).toContain('Baccarat');
    const start = await headerBalance();
    const opened = context.waitForEvent('page');
    await tile.locator('.game-tile__play').click();
    const game = await opened;
    const violations = watchCspViolations(game);
    await game.waitForSelector('body[data-ready="true"]', SOON);
    expect(await game.getByTestId('live-table').getAttribute('data-table')).toBe('baccarat');
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start);

    // Two chips on banker, one on player: the stake is the three chips.
    const chip = Number(await game.getByTestId('live-chip-0').getAttribute('data-chip'));
    await game.getByTestId('live-chip-0').click();
    await game.getByTestId('spot-banker').click();
    await game.getByTestId('spot-banker').click();
    await game.getByTestId('spot-player').click();
    expect(minorOf(await game.getByTestId('live-total').textContent())).toBe(3 * chip);
    await game.getByTestId('live-clear').click();
    expect(minorOf(await game.getByTestId('live-total').textContent())).toBe(0);
    await game.getByTestId('spot-banker').click();
    await game.getByTestId('spot-banker').click();
    await game.getByTestId('spot-player').click();
    await game.getByTestId('studio-spin').click();
    await game.waitForSelector('body[data-rounds="1"]', { timeout: 60_000 });
    const payout = minorOf(await game.getByTestId('studio-win').textContent());
    const balance = minorOf(await game.getByTestId('studio-balance').textContent());
    expect(balance).toBe(start - 3 * chip + payout);
    expect(await game.locator('[data-testid="live-cards-player"] .card').count()).toBeGreaterThanOrEqual(2);
    expect(await game.locator('[data-testid="live-road"] li').count()).toBeGreaterThanOrEqual(1);
    // The result is the profit: a round that returns less than its stake reads as a loss.
    const net = payout - 3 * chip;
    expect(await game.getByTestId('live-net').textContent()).toMatch(net > 0 ? /^Profit / : net < 0 ? /^Loss / : /^Even/);
    expect(await game.locator('[data-testid="live-payouts"] li').count()).toBe(2);
    // Rebet puts the same chips back for the next window.
    await game.getByTestId('live-rebet').click();
    expect(minorOf(await game.getByTestId('live-total').textContent())).toBe(3 * chip);
    expect(violations).toEqual([]);
    await game.close();

    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(balance);
    const rows = await transactionHistory(page, site.url, SOON);
    expect(rows.find((row) => row.type === 'BET')!.cells.some((cell) => minorOf(cell) === -3 * chip)).toBe(true);
  });

  it('plays a roulette, a dragon tiger and a sic bo table for free: demo credits move, the real balance does not', async () => {
    const start = await headerBalance();
    const list = (await (await fetch(`${site.url}/lgw/games/list?vassalage=PEARLDEALER&pageSize=100`)).json()) as {
      value: { games: { gameCode: string; gameName: string }[] };
    };
    for (const words of ['Roulette', 'Dragon Tiger', 'Sic Bo']) {
      const entry = list.value.games.find((game) => game.gameName.startsWith(words))!;
      const game = await context.newPage();
      await game.goto(`${site.url}/studio/PEARLDEALER/play?game=${entry.gameCode}&mode=demo`);
      await game.getByTestId('studio-demo').waitFor(SOON);
      const before = minorOf(await game.getByTestId('studio-balance').textContent());
      await playLiveRound(game);
      const stake = Number(await game.getByTestId('live-chip-0').getAttribute('data-chip'));
      const payout = minorOf(await game.getByTestId('studio-win').textContent());
      expect(minorOf(await game.getByTestId('studio-balance').textContent()), words).toBe(before - stake + payout);
      await game.close();
    }
    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(start);
  });
});
