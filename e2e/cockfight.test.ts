import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { memberPage } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 20_000 };
const FIGHT_PERIOD_MS = 180_000;
const SHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

/** With E2E_SCREENSHOTS=1 the run also refreshes docs/screenshots/cockfight-*.png (docs/studio.md shows them). */
async function shot(target: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}cockfight-${name}.png`, fullPage: true });
}

/**
 * player1 (the demo member) bets on a fight in the browser (issue 22): the cockfight lobby's vendor
 * card opens the vendor's arenas, an arena opens at the studio, player1 puts a chip on meron, the
 * server's clock moves past the fight, and the page shows the result, the paid bet and the new
 * balance; the site's balance and transaction history show the bet (and the win when there is
 * one), each measured from player1's balance before the bet; the betting record shows the fight's
 * seed hash while the bet is open and its revealed seed once paid, and the verifier (from the
 * fairness panel and from the record) replays the fight.
 */
describe.runIf(browserAvailable())('cockfight in the browser', () => {
  // The server's clock runs with real time plus what the test moves it on.
  let skew = 0;
  const clock = { now: () => Date.now() + skew };
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true, clock });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
    context = page.context();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Moves the server's clock to 100 s before the next fight starts: its betting window is open. */
  function toOpenBetting() {
    const now = clock.now();
    const target = Math.ceil((now + 110_000) / FIGHT_PERIOD_MS) * FIGHT_PERIOD_MS - 100_000;
    skew += target - now;
  }

  it('lists the five cockfight vendors as cards; a card opens its arenas, and an arena takes a bet that the clock settles', async () => {
    await page.goto(`${site.url}/cockfight`);
    const cards = page.getByTestId('vendor-entry');
    await expect.poll(() => cards.count(), SOON).toBe(5);
    await cards.filter({ hasText: 'SV388 Sabong' }).getByTestId('vendor-entry-enter').click();
    const dialog = page.getByTestId('vendor-games-dialog');
    await expect.poll(() => dialog.getByTestId('game-tile').count(), SOON).toBe(3);
    await shot(page, 'vendor-arenas');
    // player1's balance before the bet (the demo seed's): every check below is by difference.
    const headerBalance = async () => minorOf(await page.getByTestId('header-balance-value').textContent());
    await expect.poll(headerBalance, SOON).toBeGreaterThan(0);
    const start = await headerBalance();

    toOpenBetting();
    const opened = context.waitForEvent('page');
    await dialog.getByTestId('game-tile').filter({ hasText: 'Main Arena' }).locator('.game-tile__play').click();
    const game = await opened;
    const violations = watchCspViolations(game);
    await game.waitForSelector('body[data-ready="true"]', SOON);
    expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(start);
    await expect.poll(() => game.getByTestId('cf-side-meron').isEnabled(), SOON).toBe(true);
    expect(await game.getByTestId('cf-name-meron').textContent()).not.toBe('…');
    expect(await game.locator('[data-testid="cf-road"] li').count()).toBeGreaterThanOrEqual(10);

    // The ₱50 chip on meron, by keyboard: the chips are a radio group, the sides and the bet buttons.
    await game.getByTestId('cf-chip-0').focus();
    await game.keyboard.press('ArrowRight');
    expect(await game.getByTestId('cf-chip-1').getAttribute('aria-checked')).toBe('true');
    const stake = Number(await game.getByTestId('cf-chip-1').getAttribute('data-chip'));
    await game.getByTestId('cf-side-meron').focus();
    await game.keyboard.press('Enter');
    await game.getByTestId('cf-place').click();
    const bet = game.getByTestId('cf-bet').first();
    await bet.waitFor(SOON);
    await expect.poll(async () => minorOf(await game.getByTestId('studio-balance').textContent()), SOON).toBe(start - stake);
    expect(await bet.getAttribute('data-status')).toBe('PLACED');
    await expect.poll(async () => minorOf(await game.getByTestId('cf-staked').textContent()), SOON).toBe(stake);
    await shot(game, 'arena-betting');

    // The betting record: the open bet shows its fight's seed hash, not yet the seed, and no Verify.
    // player1 has records of other games: the fight's is the newest of SV388's.
    const fightRecord = () =>
      page
        .locator('[data-testid="bet-record"][data-vendor="SV3"]')
        .filter({ has: page.getByTestId('bet-record-fairness') })
        .first();
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    const openRecord = fightRecord();
    await openRecord.waitFor(SOON);
    await openRecord.getByTestId('bet-record-fairness').locator('summary').click();
    expect(await openRecord.getByTestId('bet-record-round').getAttribute('data-revealed')).toBe('false');
    expect(await openRecord.getByTestId('bet-record-seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await openRecord.getByTestId('bet-record-verify').count()).toBe(0);

    // The fight starts and is decided: the clock moves past both.
    const decided = await game.evaluate(() => document.body.dataset.decided ?? '');
    skew += 100_000 + 30_000 + 1_000;
    await expect.poll(() => game.evaluate(() => document.body.dataset.decided ?? ''), SOON).not.toBe(decided);
    await expect.poll(() => bet.getAttribute('data-status'), SOON).toMatch(/^(WON|LOST|VOID)$/);
    const outcome = (await bet.getAttribute('data-status'))!;
    const payout = Number(await bet.getAttribute('data-payout'));
    expect(payout).toBe(outcome === 'LOST' ? 0 : outcome === 'VOID' ? stake : payout);
    if (outcome === 'WON') expect(payout).toBeGreaterThan(stake);
    await expect.poll(async () => minorOf(await game.getByTestId('studio-balance').textContent()), SOON).toBe(start - stake + payout);
    const winner = { WON: 'meron', VOID: 'draw', LOST: 'wala' }[outcome]!;
    expect(await game.getByTestId('cf-result').getAttribute('class')).toContain(`cf-result--${winner}`);
    await shot(game, 'arena-result');

    // The fairness panel's link replays the decided fight at the site's verifier, with this bet.
    await game.getByTestId('cf-fair-open').click();
    const verifier = context.waitForEvent('page');
    await game.getByTestId('cf-verify').first().click();
    const verify = await verifier;
    await verify.getByTestId('verify-fight').waitFor(SOON);
    expect(await verify.getByTestId('verify-fight').getAttribute('data-winner')).toBe(winner);
    expect(await verify.getByTestId('verify-seed-match').getAttribute('data-matches')).toBe('true');
    expect(await verify.getByTestId('verify-payout').getAttribute('data-payout')).toBe(String(payout));
    await verify.close();
    expect(violations).toEqual([]);
    await game.close();

    // The site: the balance and the transaction history show the bet and its payment (player1 has
    // older rows: these are told by their amounts and the balances after them).
    await page.reload();
    await expect.poll(async () => minorOf(await page.getByTestId('header-balance-value').textContent()), SOON).toBe(start - stake + payout);
    const rows = await transactionHistory(page, site.url, SOON);
    const amountAndAfter = (row: { cells: (string | null)[] }) => [minorOf(row.cells[2] ?? null), minorOf(row.cells[3] ?? null)];
    expect(rows.filter((row) => row.type === 'BET').map(amountAndAfter)).toContainEqual([-stake, start - stake]);
    if (payout > 0) expect(rows.filter((row) => row.type === 'WIN').map(amountAndAfter)).toContainEqual([payout, start - stake + payout]);

    // The betting record: the paid bet shows the revealed seed, and its Verify opens the verifier filled in, with the same fight.
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    const record = fightRecord();
    await record.waitFor(SOON);
    await record.getByTestId('bet-record-fairness').locator('summary').click();
    expect(await record.getByTestId('bet-record-round').getAttribute('data-revealed')).toBe('true');
    expect(await record.getByTestId('bet-record-server-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await record.getByTestId('bet-record-verify').click();
    await page.getByTestId('verify-fight').waitFor(SOON);
    expect(await page.getByTestId('verify-fight').getAttribute('data-winner')).toBe(winner);
    expect(await page.getByTestId('verify-seed-match').getAttribute('data-matches')).toBe('true');
    expect(await page.getByTestId('verify-payout').getAttribute('data-payout')).toBe(String(payout));
  });

  it('shows the five cockfight vendors on the home page, and an arena on a phone in Tagalog, dark', async () => {
    await page.goto(site.url);
    // The row asks for its games once it scrolls near.
    await page.getByTestId('home-row-COCKFIGHT').scrollIntoViewIfNeeded(SOON);
    const row = page.getByTestId('home-row-games-COCKFIGHT');
    await expect.poll(() => row.getByTestId('vendor-entry').count(), SOON).toBe(5);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true });
    const arena = await phone.newPage();
    toOpenBetting();
    await arena.goto(`${site.url}/studio/DS88/play?game=DS88_A01&mode=demo&lang=TY`);
    await arena.waitForSelector('body[data-ready="true"]', SOON);
    await arena.getByTestId('studio-demo').waitFor();
    expect(await arena.getByTestId('cf-side-draw').textContent()).toContain('Tabla');
    // Watching only: no bet can be placed without a game session.
    expect(await arena.getByTestId('cf-place').isDisabled()).toBe(true);
    await shot(arena, 'arena-phone-tl-dark');
    await phone.close();
  });
});
