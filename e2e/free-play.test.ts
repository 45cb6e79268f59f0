import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, submitLogIn } from './support/shell';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

/** expect.poll waits 1 s by default; a lobby page on two shared cores can take longer. */
const SOON = { timeout: 10_000 };
const DEMO_START = 1_000_000;

describe.runIf(browserAvailable())('free play of the built-in games in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const demoBalance = async () => minorOf(await byTestId('originals-balance').textContent());

  /** Plays `count` dice rounds of 10.00 and answers the total paid out. */
  async function rollDice(count: number): Promise<number> {
    let paid = 0;
    await byTestId('dice-stake').fill('10');
    for (let round = 1; round <= count; round++) {
      await byTestId('dice-play').click();
      await expect.poll(() => byTestId('recall-round').count(), SOON).toBeGreaterThanOrEqual(round);
      paid += Number(await byTestId('round-result').getAttribute('data-payout'));
    }
    return paid;
  }

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await autoDismissSitePopups(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('lets a guest open a built-in game from its tile in demo mode and play it for demo credits', async () => {
    await page.goto(`${site.url}/rng?vassalage=PNL`);
    const tile = page.getByTestId('game-tile').filter({ hasText: 'Panalo Dice' });
    await tile.getByRole('button', { name: 'Free play Panalo Dice' }).click();
    await expect.poll(() => page.url(), SOON).toContain('/originals?game=dice&demo=1');
    await byTestId('demo-banner').waitFor();
    expect(await byTestId('demo-banner').textContent()).toContain('Demo — no real money');
    expect(await byTestId('originals-page').getAttribute('data-mode')).toBe('demo');
    expect(await demoBalance()).toBe(DEMO_START);
    await byTestId('recall-round').or(page.getByText('Your rounds of this game will show here.')).first().waitFor();

    const paid = await rollDice(3);
    await expect.poll(demoBalance).toBe(DEMO_START - 3 * 1_000 + paid);
    expect(await byTestId('fairness-nonce').textContent()).toBe('3');
    // Nothing is at stake: the server seed is shown, and no login popup opened on the way.
    expect(await byTestId('fairness-server-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await byTestId('login-dialog').count()).toBe(0);
  });

  it('checks a demo round on the verifier at once, with the seed it was played on', async () => {
    const roll = (await byTestId('dice-roll').textContent())!.replace(/[^0-9.]/g, '');
    const verify = byTestId('recall-verify').first();
    expect(await verify.getAttribute('data-revealed')).toBe('true');
    await verify.click();
    await byTestId('verify-page').waitFor();
    expect(await byTestId('verify-seed-match').getAttribute('data-matches')).toBe('true');
    expect((Number(await byTestId('verify-roll').getAttribute('data-roll')) / 100).toFixed(2)).toBe(roll);
    await page.goBack();
    await byTestId('demo-banner').waitFor();
  });

  it('resets the demo balance, and keeps it while the tab is open', async () => {
    await byTestId('demo-reset').click();
    await expect.poll(demoBalance).toBe(DEMO_START);
    await rollDice(1);
    const after = await demoBalance();
    await page.reload();
    await byTestId('demo-banner').waitFor();
    expect(await demoBalance()).toBe(after);
  });

  it('sends a guest who wants to play for real to the login popup', async () => {
    await byTestId('demo-play-for-real').click();
    await byTestId('login-dialog').waitFor();
    expect(page.url()).toContain('demo=1');
  });

  it('leaves a member’s real balance alone in a demo, and takes the member to real play on request', async () => {
    await submitLogIn(page);
    await byTestId('header-balance-value').waitFor();
    await expect.poll(async () => minorOf(await byTestId('header-balance-value').textContent()), SOON).toBe(500_000);
    // A log-in lands on home (the shell's rule); the demo credits are still there when the member comes back.
    const kept = await page.evaluate(() => sessionStorage.getItem('panalo.demoBalance'));
    await page.goto(`${site.url}/originals?game=dice&demo=1`);
    await byTestId('demo-banner').waitFor();
    expect(String(await demoBalance())).toBe(kept);

    const before = await demoBalance();
    const paid = await rollDice(2);
    await expect.poll(demoBalance).toBe(before - 2 * 1_000 + paid);
    expect(minorOf(await byTestId('header-balance-value').textContent())).toBe(500_000);
    // The server saw no round: the member's betting record is empty.
    const token = await page.evaluate(() => sessionStorage.getItem('panalo.token'));
    const records = await (await fetch(`${site.url}/wps/member/betRecords`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(records).toMatchObject({ success: true, value: { list: [], total: 0 } });

    await byTestId('demo-play-for-real').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('token'), SOON).toBeTruthy();
    await expect.poll(() => byTestId('originals-page').getAttribute('data-mode'), SOON).toBe('real');
    expect(await byTestId('demo-banner').count()).toBe(0);
  });

  it('tells a trial account that real play needs a real account', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const trial = await context.newPage();
    await autoDismissSitePopups(trial);
    await trial.goto(site.url);
    await trial.getByTestId('header-login').click();
    await trial.getByTestId('login-freeplay').click();
    await trial.getByTestId('header-balance-value').or(trial.getByTestId('account-menu')).first().waitFor();
    await trial.goto(`${site.url}/originals?game=slot&demo=1`);
    await trial.getByTestId('demo-banner').waitFor();
    await trial.getByTestId('demo-play-for-real').click();
    await trial.getByTestId('need-true-account').waitFor();
    await context.close();
  });
});
