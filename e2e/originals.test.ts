import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { memberPage } from './support/shell';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

describe.runIf(browserAvailable())('the built-in games in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  let dice: { roll: string; payout: number } = { roll: '', payout: 0 };

  it('launches dice from its address, plays a round, and the balance and the recall list follow', async () => {
    await page.goto(`${site.url}/originals?game=dice`);
    await byTestId('originals-page').waitFor();
    // The launch replaced the address with the game session's.
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
    expect(await byTestId('header-menu').count()).toBe(0); // a game page: no side menu
    expect(await byTestId('originals-rtp').textContent()).toBe('99.00%');
    await expect.poll(headerBalance).toBe(500_000);
    await byTestId('recall-round').or(page.getByText('Your rounds of this game will show here.')).first().waitFor();

    await byTestId('dice-stake').fill('10');
    await byTestId('dice-play').click();
    const result = byTestId('round-result');
    await result.waitFor();
    const payout = Number(await result.getAttribute('data-payout'));
    dice = { roll: (await byTestId('dice-roll').textContent())!.replace(/[^0-9.]/g, ''), payout };
    await expect.poll(headerBalance).toBe(500_000 - 1_000 + payout);
    expect(minorOf(await byTestId('originals-balance').textContent())).toBe(500_000 - 1_000 + payout);
    await expect.poll(() => byTestId('recall-round').count()).toBe(1);
    expect(await byTestId('fairness-nonce').textContent()).toBe('1');
  });

  it('rotates the seeds and verifies the round on the verifier: the seed matches and the roll is the same', async () => {
    const hash = await byTestId('fairness-hash').textContent();
    await byTestId('fairness-client-seed').fill('my-lucky-seed');
    await byTestId('fairness-rotate').click();
    await byTestId('fairness-revealed-seed').waitFor();
    await expect.poll(() => byTestId('fairness-hash').textContent()).not.toBe(hash);
    expect(await byTestId('fairness-client-seed').inputValue()).toBe('my-lucky-seed');
    expect(await byTestId('fairness-nonce').textContent()).toBe('0');

    const verify = byTestId('recall-verify').first();
    await expect.poll(() => verify.getAttribute('data-revealed')).toBe('true');
    await verify.click();
    await byTestId('verify-page').waitFor();
    expect(await byTestId('verify-hash').inputValue()).toBe(hash);
    expect(await byTestId('verify-seed-match').getAttribute('data-matches')).toBe('true');
    const roll = Number(await byTestId('verify-roll').getAttribute('data-roll'));
    expect((roll / 100).toFixed(2)).toBe(dice.roll);
    expect(Number(await byTestId('verify-payout').getAttribute('data-payout'))).toBe(dice.payout);

    // A wrong hash is caught.
    await byTestId('verify-hash').fill('0'.repeat(64));
    await byTestId('verify-submit').click();
    expect(await byTestId('verify-seed-match').getAttribute('data-matches')).toBe('false');
  });

  it('spins the slot once', async () => {
    await page.goto(`${site.url}/originals?game=slot`);
    await byTestId('originals-page').waitFor();
    await byTestId('slot-stake').selectOption('2500');
    const before = await headerBalance();
    await byTestId('slot-spin').click();
    const result = byTestId('round-result');
    await result.waitFor();
    const payout = Number(await result.getAttribute('data-payout'));
    await expect.poll(headerBalance).toBe(before - 2_500 + payout);
    await expect.poll(() => byTestId('recall-round').count()).toBe(1);
    expect(await byTestId('slot-grid').locator('[data-symbol]').count()).toBe(15);
  });

  it('lists both rounds in the betting record, with totals and links to the verifier', async () => {
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    await byTestId('bet-records-table').waitFor();
    const rows = byTestId('bet-record');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-game')).sort())).toEqual(['dice', 'slot']);
    expect(await byTestId('bet-record-verify').count()).toBe(2);
    expect(await byTestId('bet-records-totals').textContent()).toContain('35.00');

    await byTestId('bet-records-vendor').selectOption('PNL');
    await expect.poll(() => rows.count()).toBe(2);
    await byTestId('range-previous').click();
    await page.getByText('No bets in this period').waitFor();
  });
});
