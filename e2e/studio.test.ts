import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 15_000 };
/** A round's animation (reels, free spins, a bonus wheel) runs a few seconds; the page marks each finished round. */
const ROUND = { timeout: 60_000 };

describe.runIf(browserAvailable())('the sandbox game studio in the browser', () => {
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

  /** Opens the first game of a vendor's lobby (of one classify) from its tile: the studio's page opens in a game window. */
  async function openFromLobby(vendor: string, classify: string | null, free: boolean): Promise<{ game: Page; name: string }> {
    await page.goto(`${site.url}/rng?vassalage=${vendor}`);
    if (classify) await byTestId(`classify-${classify}`).click();
    const tiles = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]');
    const tile = free ? tiles.filter({ has: page.getByRole('button', { name: /^Free play / }) }).first() : tiles.first();
    await tile.waitFor(SOON);
    const name = (await tile.getByTestId('game-name').textContent()) ?? '';
    const opened = context.waitForEvent('page');
    if (free) await tile.getByRole('button', { name: /^Free play / }).click();
    else await tile.locator('.game-tile__play').click();
    const game = await opened;
    await game.waitForSelector('body[data-ready="true"]', SOON);
    return { game, name };
  }

  /** Spins once and answers the stake, the payout and the balance the page shows after the round. */
  async function playOnce(game: Page): Promise<{ stake: number; payout: number; balance: number }> {
    const stakeText = (await game.locator('#total-bet').count()) > 0 ? await game.locator('#total-bet').textContent() : null;
    const betValue = Number(await game.getByTestId('studio-bet').inputValue());
    const stake = stakeText !== null ? minorOf(stakeText) : betValue;
    const before = minorOf(await game.getByTestId('studio-balance').textContent());
    await game.getByTestId('studio-spin').click();
    await game.waitForSelector('body[data-rounds="1"]', ROUND);
    const payout = minorOf(await game.getByTestId('studio-win').textContent());
    const balance = minorOf(await game.getByTestId('studio-balance').textContent());
    expect(balance).toBe(before - stake + payout);
    return { stake, payout, balance };
  }

  it('plays a studio slot for money from its tile: the balance and the transaction history move by the round', async () => {
    const start = await headerBalance();
    const { game, name } = await openFromLobby('LUCKYREEL', null, false);
    const violations = watchCspViolations(game);
    expect(await game.title()).toContain(name);
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start);
    expect(await game.locator('[data-testid="studio-reels"] .cell svg').count()).toBe(15);
    const round = await playOnce(game);
    expect(round.balance).toBe(start - round.stake + round.payout);
    // The fairness panel: the session's seed hash and the next nonce; rotating reveals the seed.
    await game.locator('#fair-open').click();
    await expect.poll(() => game.locator('#seed-nonce').textContent(), SOON).toBe('1');
    expect(await game.locator('#seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await game.locator('#fair-rotate').click();
    await expect.poll(() => game.locator('#seed-revealed').textContent(), SOON).toMatch(/[0-9a-f]{32,}/);
    expect(await game.locator('#seed-nonce').textContent()).toBe('0');
    await game.locator('#fair-close').click();
    expect(violations).toEqual([]);
    await game.close();

    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(round.balance);
    const rows = await transactionHistory(page, site.url, SOON);
    const bet = rows.find((row) => row.type === 'BET');
    expect(bet).toBeTruthy();
    expect(bet!.cells.some((cell) => minorOf(cell) === -round.stake)).toBe(true);
    if (round.payout > 0)
      expect(rows.some((row) => row.type === 'WIN' && row.cells.some((cell) => minorOf(cell) === round.payout))).toBe(true);
  });

  it('plays a studio arcade game (the prize wheel) for money from its tile', async () => {
    const start = await headerBalance();
    const { game } = await openFromLobby('BAYANIPLAY', 'AC', false);
    await game.getByTestId('studio-wheel').waitFor();
    const round = await playOnce(game);
    expect(round.balance).toBe(start - round.stake + round.payout);
    await game.close();
    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(round.balance);
  });

  it('opens free play of a slot and of an arcade game: demo credits move, the real balance does not', async () => {
    const start = await headerBalance();
    for (const [vendor, classify] of [
      ['MAHARLIKA', null],
      ['BAYANIPLAY', 'AC'],
    ] as const) {
      const { game } = await openFromLobby(vendor, classify, true);
      await game.getByTestId('studio-demo').waitFor();
      await playOnce(game);
      await game.close();
    }
    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(start);
  });
});
