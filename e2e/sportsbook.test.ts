import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { latestHistory, transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 20_000 };

describe.runIf(browserAvailable())('the sports book in the browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  // The site's clock: the test moves it on to play the fixtures out instead of waiting minutes.
  let offset = 0;
  const clock = { now: () => Date.now() + offset };

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  beforeAll(async () => {
    const database = process.env.SITE_DATABASE_URL;
    site = await startSite({ ownWebCopy: true, clock, ...(database ? { env: { DATABASE_URL: database } } : {}) });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
    context = page.context();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('places a parlay from the sports centre, the clock moves, it settles, and the balance and history show it', async () => {
    const start = await headerBalance();
    // The book's card lists its leagues; a league opens the book in its own window.
    await page.goto(`${site.url}/sports`);
    await byTestId('vendor-entry').filter({ hasText: 'Arena Sportsbook' }).getByRole('button', { name: /Enter/ }).click();
    const leagues = byTestId('vendor-games-dialog').getByTestId('game-tile');
    await leagues.first().waitFor(SOON);
    expect(await leagues.count()).toBe(4);
    const opened = context.waitForEvent('page');
    await leagues.first().locator('.game-tile__play').click();
    const book = await opened;
    const violations = watchCspViolations(book);
    await book.waitForSelector('body[data-ready="true"]', SOON);
    expect(minorOf(await book.getByTestId('studio-balance').textContent())).toBe(start);

    // Two fixtures of two leagues on one slip: a parlay of the home win and the over.
    const open = book.locator('[data-testid="sports-fixture"][data-state="open"]');
    await open.first().waitFor(SOON);
    await open.first().getByTestId('price-1').click();
    await book.getByTestId('sports-league-ARENABET_PBL').click();
    await book.locator('[data-testid="sports-fixture"][data-state="open"]').first().getByTestId('price-O').click();
    await expect.poll(() => book.getByTestId('slip-leg').count()).toBe(2);
    expect(await book.getByTestId('slip-parlay').getAttribute('aria-pressed')).toBe('true');
    await book.getByTestId('slip-stake').fill('10');
    await expect.poll(async () => minorOf(await book.getByTestId('slip-return').textContent())).toBeGreaterThan(1_000);
    await book.getByTestId('slip-place').click();
    await book.waitForSelector('body[data-open="1"]', SOON);
    expect(minorOf(await book.getByTestId('studio-balance').textContent())).toBe(start - 1_000);
    const placed = book.getByTestId('sports-open-bets').getByTestId('sports-bet');
    expect(await placed.locator('.bet-leg').count()).toBe(2);
    await placed.getByTestId('sports-cash-out').waitFor();

    // On past both fixtures' final whistle: the site's scheduler decides them and pays the parlay.
    const token = new URL(book.url()).searchParams.get('token')!;
    const bets = (await (await fetch(`${site.url}/studio/ARENABET/bets?token=${token}`)).json()) as {
      value: { bets: { legs: { roundId: string }[] }[] };
    };
    const legs = new Set(bets.value.bets[0]!.legs.map((leg) => leg.roundId));
    let last = 0;
    for (const game of ['ARENABET_PFL', 'ARENABET_PBL']) {
      const schedule = (await (await fetch(`${site.url}/studio/ARENABET/schedule?game=${game}`)).json()) as {
        value: { live: { roundId: string; decidesAt: number }[] };
      };
      for (const round of schedule.value.live) if (legs.has(round.roundId)) last = Math.max(last, round.decidesAt);
    }
    expect(last).toBeGreaterThan(0);
    offset += last - clock.now() + 1_000;
    await book.waitForSelector('body[data-settled="1"]', { timeout: 30_000 });
    const settled = book.getByTestId('sports-settled-bets').getByTestId('sports-bet');
    expect(await settled.getAttribute('data-status')).toMatch(/^(PAID|SETTLING)$/);
    await expect.poll(() => settled.getAttribute('data-status'), SOON).toBe('PAID');
    const payout = minorOf(await settled.getByTestId('sports-bet-payout').textContent());
    expect(['WON', 'LOST', 'VOID']).toContain(await settled.getAttribute('data-outcome'));
    await expect.poll(async () => minorOf(await book.getByTestId('studio-balance').textContent()), SOON).toBe(start - 1_000 + payout);
    expect(violations).toEqual([]);
    await book.close();

    // The site's balance and the wallet history show the stake and the payout.
    await page.goto(site.url);
    await expect.poll(headerBalance, SOON).toBe(start - 1_000 + payout);
    const rows = await transactionHistory(page, site.url, SOON);
    expect(rows.find((row) => row.type === 'BET')!.cells.some((cell) => minorOf(cell) === -1_000)).toBe(true);
    if (payout > 0) expect(rows.some((row) => row.type !== 'BET' && row.cells.some((cell) => minorOf(cell) === payout))).toBe(true);
  });

  it('plays the transfer-mode Sandbox Sports in the site’s frame: ₱100 moved there, a bet placed and settled from it, everything moved back', async () => {
    const start = await headerBalance();
    await page.goto(`${site.url}/sports`);
    await byTestId('vendor-entry').filter({ hasText: 'Sandbox Sports' }).getByRole('button', { name: /Enter/ }).click();
    const leagues = byTestId('vendor-games-dialog').getByTestId('game-tile');
    await leagues.first().waitFor(SOON);
    expect(await leagues.count()).toBe(2);
    await leagues.first().locator('.game-tile__play').click();
    // The relay moves ₱100 to the vendor's wallet before the book opens, in the site's game frame.
    await byTestId('transfer-before-play-amount').fill('100');
    await byTestId('transfer-before-play-submit').click();
    await page.waitForURL(`${site.url}/seamless`);
    const handle = await byTestId('game-frame-iframe').elementHandle(SOON);
    const book: Frame = (await handle!.contentFrame())!;
    await book.waitForSelector('body[data-ready="true"]', SOON);
    await expect.poll(async () => minorOf(await book.getByTestId('studio-balance').textContent()), SOON).toBe(10_000);
    await expect.poll(headerBalance, SOON).toBe(start - 10_000);

    // A ₱10 single on the first open fixture: it leaves the vendor wallet, not the main one.
    const fixture = book.locator('[data-testid="sports-fixture"][data-state="open"]').first();
    await fixture.waitFor(SOON);
    const roundId = (await fixture.getAttribute('data-round-id'))!;
    await fixture.getByTestId('price-1').click();
    await book.getByTestId('slip-stake').fill('10');
    await book.getByTestId('slip-place').click();
    await book.waitForSelector('body[data-open="1"]', SOON);
    expect(minorOf(await book.getByTestId('studio-balance').textContent())).toBe(9_000);
    await expect.poll(async () => minorOf(await byTestId('game-frame-vendor-balance').textContent()), SOON).toBe(9_000);
    expect(await headerBalance()).toBe(start - 10_000);

    // On past the final whistle: the win (if any) is paid to the vendor wallet.
    // The dialog lists the leagues in their order: the first is the football league.
    const schedule = (await (await fetch(`${site.url}/studio/SBXSPORT/schedule?game=SBXSPORT_PFL`)).json()) as {
      value: { live: { roundId: string; decidesAt: number }[] };
    };
    const decidesAt = schedule.value.live.find((round) => round.roundId === roundId)!.decidesAt;
    offset += decidesAt - clock.now() + 1_000;
    await book.waitForSelector('body[data-settled="1"]', { timeout: 30_000 });
    const settled = book.getByTestId('sports-settled-bets').getByTestId('sports-bet');
    await expect.poll(() => settled.getAttribute('data-status'), SOON).toBe('PAID');
    const payout = minorOf(await settled.getByTestId('sports-bet-payout').textContent());
    await expect.poll(async () => minorOf(await book.getByTestId('studio-balance').textContent()), SOON).toBe(9_000 + payout);
    expect(await headerBalance()).toBe(start - 10_000);

    // Leaving moves it all back: the main wallet moved by exactly the bet's result.
    await byTestId('game-frame-back').click();
    await byTestId('recall-dialog').waitFor(SOON);
    await byTestId('recall-move').click();
    await page.waitForURL((url) => url.pathname !== '/seamless', SOON);
    await expect.poll(headerBalance, SOON).toBe(start - 1_000 + payout);
    const [back, out] = await latestHistory(page, site.url, 2, SOON);
    expect(back?.type).toBe('TRANSFER_IN');
    expect(back?.amounts).toContain(9_000 + payout);
    expect(out?.type).toBe('TRANSFER_OUT');
    expect(out?.amounts).toContain(-10_000);
  }, 120_000);

  it('flashes a price another bet moved, asks the slip to accept it, and cashes an open bet out at the offer it shows', async () => {
    await page.goto(`${site.url}/sports`);
    await byTestId('vendor-entry').filter({ hasText: 'Arena Sportsbook' }).getByRole('button', { name: /Enter/ }).click();
    const leagues = byTestId('vendor-games-dialog').getByTestId('game-tile');
    await leagues.first().waitFor(SOON);
    const opened = context.waitForEvent('page');
    await leagues.first().locator('.game-tile__play').click();
    const book = await opened;
    await book.waitForSelector('body[data-ready="true"]', SOON);
    const fixture = book.locator('[data-testid="sports-fixture"][data-state="open"]').last();
    await fixture.waitFor(SOON);
    const roundId = (await fixture.getAttribute('data-round-id'))!;
    await fixture.getByTestId('price-1').click();
    await expect.poll(() => book.getByTestId('slip-leg').count()).toBe(1);

    // Money on the home side (here the same session's, by the studio's API): the price shortens
    // (₱3,000: enough to move even a favourite's price a tick on the ₱50,000-deep book).
    const token = new URL(book.url()).searchParams.get('token')!;
    const mover = (await (
      await fetch(`${site.url}/studio/ARENABET/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token,
          requestKey: `e2e-mover-${Date.now()}`,
          stake: 300_000,
          legs: [{ game: 'ARENABET_PFL', roundId, pick: { market: '1' } }],
        }),
      })
    ).json()) as { success: boolean };
    expect(mover.success).toBe(true);
    const price = book.locator(`[data-round-id="${roundId}"]`).getByTestId('price-1');
    await expect.poll(() => price.getAttribute('data-move'), SOON).toBe('down');
    await book.getByTestId('slip-leg-changed').waitFor(SOON);
    await expect.poll(() => book.getByTestId('slip-place').getAttribute('data-accept')).toBe('true');
    // Accepting takes the new price; then the bet is placed at it.
    await book.getByTestId('slip-place').click();
    await expect.poll(() => book.getByTestId('slip-leg-changed').count()).toBe(0);
    await book.getByTestId('slip-stake').fill('10');
    await book.getByTestId('slip-place').click();
    await book.waitForSelector('body[data-open="2"]', SOON);

    // The newest open bet is this one. Its offer is the one the studio quotes, and the player's own
    // money that shortened the price does not raise it: it is below the stake.
    const mine = book.getByTestId('sports-open-bets').getByTestId('sports-bet').first();
    const offer = mine.getByTestId('sports-cash-out');
    const quoted = (await (await fetch(`${site.url}/studio/ARENABET/bets?token=${token}`)).json()) as {
      value: { bets: { stake: number; status: string; cashOut?: number | null }[] };
    };
    const value = quoted.value.bets.find((one) => one.stake === 1_000 && one.status === 'PLACED')!.cashOut!;
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(1_000);
    await expect.poll(async () => minorOf(await offer.textContent()), SOON).toBe(value);
    const before = minorOf(await book.getByTestId('studio-balance').textContent());
    await offer.click();
    await book.waitForSelector('body[data-open="1"]', SOON);
    const cashed = book.getByTestId('sports-settled-bets').locator('[data-outcome="CASHED_OUT"]');
    await expect.poll(() => cashed.count(), SOON).toBe(1);
    await expect.poll(async () => minorOf(await book.getByTestId('studio-balance').textContent()), SOON).toBe(before + value);
    await book.close();
  });
});
