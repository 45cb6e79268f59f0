import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOTTERY_DRAW_MS } from '@panalo/contract/fair/lottery';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { autoDismissSitePopups, logInAtHome } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 15_000 };

interface Round {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  serverSeed?: string;
  result?: { numbers: string[] };
}

describe.runIf(browserAvailable())('the lotteries in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let cspViolations: string[] = [];
  // The server's clock runs with real time plus what the test moves it on.
  let skew = 0;
  const clock = { now: () => Date.now() + skew };

  const byTestId = (id: string) => page.getByTestId(id);
  const game = () => page.frameLocator('[data-testid="game-frame-iframe"]');
  const schedule = async (vendor: string, gameCode: string) =>
    (await (await fetch(`${site.url}/studio/${vendor}/schedule?game=${gameCode}`)).json()).value as { live: Round[]; results: Round[] };

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true, clock });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    cspViolations = watchCspViolations(page);
    await autoDismissSitePopups(page);
    await logInAtHome(page, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('lists the quick draws with their countdown and results, and a member’s ticket settles once the clock passes the draw', async () => {
    await page.goto(`${site.url}/elott`);
    const card = byTestId('lottery-card').first();
    await card.waitFor(SOON);
    const gameCode = (await card.getAttribute('data-game-code'))!;
    expect(await card.getByTestId('lottery-card-countdown').textContent()).toMatch(/\d\d:\d\d|Drawing/);
    await expect.poll(() => card.locator('.lottery-card__draw').count(), SOON).toBe(3);
    const start = minorOf(await byTestId('header-balance-value').textContent());

    await card.getByRole('link', { name: /^Bet on / }).click();
    await page.waitForURL(/\/lottery\?gameCode=/);
    await game().locator('body[data-ready="true"]').waitFor(SOON);
    expect(minorOf(await game().getByTestId('studio-balance').textContent())).toBe(start);
    await expect.poll(() => game().getByTestId('lottery-results').locator('li').count(), SOON).toBe(10);

    // A "big" ticket on the draw taking bets, at the lowest stake.
    await game().locator('input[value="BIG"]').check();
    const stake = Number(await game().getByTestId('lottery-stake').inputValue());
    await game().getByTestId('lottery-bet').click();
    const mine = game().getByTestId('lottery-my-bet');
    await expect.poll(() => mine.count(), SOON).toBe(1);
    expect(await mine.first().getAttribute('data-status')).toBe('PLACED');
    expect(minorOf(await game().getByTestId('studio-balance').textContent())).toBe(start - stake);
    const roundText = (await mine.first().locator('th').textContent()) ?? '';
    const roundNo = Number(roundText.replace('#', ''));
    const round = (await schedule('QUICKDRAW', gameCode)).live.find((each) => each.roundNo === roundNo)!;
    expect(round.decidesAt - round.closesAt).toBe(LOTTERY_DRAW_MS);

    // The clock moves past the close: the page shows the draw being made, then its numbers and the paid ticket.
    skew += round.closesAt - clock.now() + 500;
    await expect.poll(() => game().locator('body').getAttribute('data-phase'), SOON).toBe('drawing');
    skew += round.decidesAt - clock.now() + 500;
    await expect.poll(() => mine.first().getAttribute('data-status'), SOON).toBe('PAID');
    const drawn = (await schedule('QUICKDRAW', gameCode)).results.find((each) => each.roundNo === roundNo)!;
    const special = drawn.result!.numbers[0]!;
    const payout = Number(special.slice(-2)) >= 50 ? (stake * 195) / 100 : 0;
    await expect.poll(() => game().getByTestId('lottery-special').textContent(), SOON).toBe(special);
    await expect.poll(() => game().getByTestId('lottery-draw-title').textContent(), SOON).toBe(`Draw #${roundNo}`);
    expect(await game().getByTestId('lottery-results').locator('li').first().textContent()).toContain(special);
    expect(await mine.first().locator('td').last().textContent()).toEqual(payout > 0 ? expect.stringMatching(/\d/) : 'No win');
    await expect.poll(async () => minorOf(await game().getByTestId('studio-balance').textContent()), SOON).toBe(start - stake + payout);
    await expect.poll(async () => minorOf(await byTestId('header-balance-value').textContent()), SOON).toBe(start - stake + payout);
    expect(cspViolations).toEqual([]);

    // The transaction history shows the ticket's stake (and its payment when it won).
    const rows = await transactionHistory(page, site.url, SOON);
    expect(rows.some((row) => row.type === 'BET' && row.cells.some((cell) => minorOf(cell) === -stake))).toBe(true);
    if (payout > 0) expect(rows.some((row) => row.type === 'WIN' && row.cells.some((cell) => minorOf(cell) === payout))).toBe(true);

    // The betting record: the ticket's draw with its revealed seed, and a Verify link replaying the same numbers and payout.
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    const record = byTestId('bet-record')
      .filter({ has: byTestId('bet-record-fairness') })
      .first();
    await record.waitFor(SOON);
    await record.getByTestId('bet-record-fairness').locator('summary').click();
    expect(await record.getByTestId('bet-record-round').getAttribute('data-revealed')).toBe('true');
    expect(await record.getByTestId('bet-record-server-seed').textContent()).toBe(drawn.serverSeed);
    await record.getByTestId('bet-record-verify').click();
    await byTestId('verify-lottery-numbers').waitFor(SOON);
    expect(await byTestId('verify-lottery-numbers').getAttribute('data-special')).toBe(special);
    expect(await byTestId('verify-seed-match').getAttribute('data-matches')).toBe('true');
    expect(await byTestId('verify-payout').getAttribute('data-payout')).toBe(String(payout));
  });

  it('keeps lottery favourites per member on the lottery pages, and lists the SEA draws on /seaLottery', async () => {
    await page.goto(`${site.url}/seaLottery`);
    await byTestId('lottery-choice').waitFor(SOON);
    const cards = byTestId('lottery-card');
    await expect.poll(() => cards.count(), SOON).toBe(4);
    for (const text of await cards.locator('.lottery-card__mode').allTextContents()) expect(text).toContain('SEA lottery');
    const last = cards.last();
    const name = (await last.locator('h3').textContent()) ?? '';
    await last.getByTestId('favourite-button').click();
    // A favourite comes first, and stays after a reload (kept in this browser for this username).
    await page.reload();
    await expect.poll(() => cards.first().locator('h3').textContent(), SOON).toBe(name);
    await page.getByLabel('Favourites only').check();
    await expect.poll(() => cards.count(), SOON).toBe(1);
  });
});
