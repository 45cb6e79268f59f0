import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInOnPhoneAtHome, memberPage } from './support/shell';
import { addGCashPayoutAccount, setUpWithdrawPin } from './support/withdraw';
import { startSite, type Site } from './support/site';

/** Pictures of the new screens, to look at after a run (not compared). */
const SHOTS = join(tmpdir(), 'panalo-rewards-shots');

/**
 * player1 on the demo brand: joins the first-deposit bonus, deposits, claims it in the reward
 * center, is told the turnover left on the withdrawal page, plays it through with the built-in dice,
 * sees it released on bonusDetails, and withdraws. Then the same pages in Tagalog, on a phone.
 */
describe.runIf(browserAvailable())('promotions and the reward center in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);
  const card = (kind: string) => page.locator(`[data-kind="${kind}"]`);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({ ownWebCopy: true });
    await site.updateSettings((settings) => {
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('claims a first-deposit bonus, plays through its wagering with dice and withdraws (en)', async () => {
    await page.goto(`${site.url}/promotions`);
    await byTestId('promotion-cards').waitFor();
    expect(await page.getByText('coming soon', { exact: false }).count()).toBe(0);
    await card('DEPOSIT_FIRST').getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => card('DEPOSIT_FIRST').getByText('Joined').count()).toBe(1);
    await card('DEPOSIT_FIRST').getByRole('button', { name: 'Details' }).click();
    await byTestId('promotion-rules').waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-desktop.png` });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SHOTS}/promotions-desktop.png`, fullPage: true });

    // Deposit ₱100 through the sandbox page: 10% makes a ₱10 bonus, 5× = ₱50 of turnover.
    await byTestId('header-deposit').click();
    await byTestId('deposit-amount').fill('100');
    const popupOpened = page.waitForEvent('popup');
    await byTestId('deposit-submit').click();
    const popup = await popupOpened;
    await popup.locator('button[value="pay"]').click();
    await expect.poll(() => byTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    await popup.close();

    await page.goto(`${site.url}/member/rewardCenter`);
    await byTestId('rewards-ready').waitFor();
    await expect.poll(() => byTestId('mc-badge-rewardCenter').getAttribute('data-count')).toBe('2'); // the welcome gift and the bonus
    await page.screenshot({ path: `${SHOTS}/reward-center-desktop.png`, fullPage: true });
    await byTestId('rewards-ready').locator('li', { hasText: 'First deposit bonus' }).getByRole('button', { name: 'Claim' }).click();
    await byTestId('rewards-history').locator('li', { hasText: 'First deposit bonus' }).waitFor();
    await expect.poll(() => byTestId('mc-badge-rewardCenter').getAttribute('data-count')).toBe('1');

    // The withdrawal page says how much turnover is left; set up the PIN and the account meanwhile.
    await page.goto(`${site.url}/member/withdraw`);
    await setUpWithdrawPin(page);
    await addGCashPayoutAccount(page);
    await expect.poll(() => byTestId('withdraw-wagering').textContent()).toContain('₱50.00');
    await byTestId('withdraw-amount').fill('100');
    await byTestId('withdraw-pin').fill('123456');
    await byTestId('withdraw-submit').click();
    await expect.poll(() => byTestId('withdraw-result').textContent()).toContain('50.00 turnover left');
    await page.screenshot({ path: `${SHOTS}/withdraw-wagering-desktop.png`, fullPage: true });

    // Five rounds of ₱10 on the built-in dice meet the turnover.
    await page.goto(`${site.url}/originals?game=dice`);
    await byTestId('originals-page').waitFor();
    await byTestId('dice-stake').fill('10');
    for (let round = 1; round <= 5; round++) {
      await byTestId('dice-play').click();
      await expect.poll(() => byTestId('recall-round').count()).toBeGreaterThanOrEqual(Math.min(round, 1));
      await expect.poll(() => byTestId('fairness-nonce').textContent()).toBe(String(round));
    }

    await page.goto(`${site.url}/member/bonusDetails`);
    await byTestId('bonus-progress').waitFor();
    await expect
      .poll(() => byTestId('bonus-progress').locator('li', { hasText: 'First deposit bonus' }).textContent())
      .toContain('Released');
    await page.screenshot({ path: `${SHOTS}/bonus-details-desktop.png`, fullPage: true });

    await page.goto(`${site.url}/member/withdraw`);
    await byTestId('withdraw-form').waitFor();
    expect(await byTestId('withdraw-wagering').count()).toBe(0);
    await byTestId('withdraw-amount').fill('100');
    await byTestId('withdraw-pin').fill('123456');
    await byTestId('withdraw-submit').click();
    await expect.poll(() => byTestId('withdraw-record').first().getAttribute('data-status')).toBe('PENDING');
  });

  it('shows promotions and the reward center in Tagalog on a phone', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript(() => localStorage.setItem('panalo.language', 'TY'));
    await autoDismissSitePopups(phone);
    await logInOnPhoneAtHome(phone, site.url);
    await phone.goto(`${site.url}/promotions`);
    await phone.getByTestId('promotion-cards').waitFor();
    await phone.getByRole('heading', { name: 'Mga promosyon' }).waitFor();
    await phone.locator('[data-kind="CHECK_IN"]').getByRole('button', { name: 'I-claim' }).click();
    // The check-in wagers once: in process until then.
    await expect.poll(() => phone.locator('[data-kind="CHECK_IN"]').getByText('Isinasagawa').count()).toBe(1);
    await phone.screenshot({ path: `${SHOTS}/promotions-phone-tl.png`, fullPage: true });
    await phone.goto(`${site.url}/member/rewardCenter`);
    await phone.getByTestId('rewards-ready').waitFor();
    await phone.getByText('Handa nang i-claim').waitFor();
    await phone.screenshot({ path: `${SHOTS}/reward-center-phone-tl.png`, fullPage: true });
    await phone.close();
  });
});
