import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInOnPhoneAtHome, memberPage } from './support/shell';
import { minorOf } from './support/money';
import { setUpWithdrawPin } from './support/withdraw';
import { startSite, type Site } from './support/site';
import { DEMO_STAFF, signInToBackOffice } from './support/staff';

/** Pictures of the new screens, to look at after a run (not compared). */
const SHOTS = join(tmpdir(), 'panalo-points-shots');

/** The demo's finance staff member and the TOTP secret the README publishes for the demo. */
const FINANCE = DEMO_STAFF.finance;

/**
 * player1 on the demo brand, in English on a desktop and in Tagalog on a phone: redeems a points
 * reward (the encrypted redeem with withdraw password, address and mobile) and sees it In Process,
 * and claims the rebate on their slot bets and sees the balance move.
 */
describe.runIf(browserAvailable())('the points mall and manual rebate in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('redeems a cash voucher and sees it In Process, then claims the rebate and the balance moves (en)', async () => {
    // The redeem asks for the withdraw password: player1 sets one first, as on the withdrawal page.
    await page.goto(`${site.url}/member/withdraw`);
    await setUpWithdrawPin(page);

    await page.goto(`${site.url}/pointMall`);
    await byTestId('points-catalogue').waitFor();
    // 3,000 welcome points and 10 earned on the seeded ₱1,000 of slot bets.
    await expect.poll(() => byTestId('points-balance').textContent()).toBe('3,010');
    await page.screenshot({ path: `${SHOTS}/point-mall-desktop.png`, fullPage: true });
    const voucher = byTestId('points-catalogue').locator('li', { hasText: '₱100 cash voucher' });
    await voucher.getByRole('button', { name: 'Redeem' }).click();
    await byTestId('redeem-dialog').waitFor();
    // Required fields are asked for before anything is sent.
    await byTestId('redeem-confirm').click();
    await page.getByText('This field is required').first().waitFor();
    await byTestId('redeem-address').fill('12 Mabini St, Quezon City');
    await byTestId('redeem-mobile').fill('09171234567');
    await byTestId('redeem-password').fill('123456');
    await page.screenshot({ path: `${SHOTS}/redeem-dialog-desktop.png` });
    await byTestId('redeem-confirm').click();
    await byTestId('redeem-history').waitFor();
    await expect.poll(() => byTestId('redeem-history').locator('li').first().textContent()).toContain('In Process');
    await expect.poll(() => byTestId('points-balance').textContent()).toBe('2,010');
    await page.screenshot({ path: `${SHOTS}/redeem-history-desktop.png`, fullPage: true });
    await byTestId('points-tab-details').click();
    await byTestId('points-details').waitFor();
    await page.screenshot({ path: `${SHOTS}/points-details-desktop.png`, fullPage: true });

    await page.goto(`${site.url}/member/manualRebate`);
    await byTestId('rebate-lines').waitFor();
    // ₱1,000 of slot bets at the demo's 0.8%.
    expect(await byTestId('rebate-total').textContent()).toBe('₱8.00');
    const before = minorOf(await byTestId('header-balance-value').textContent());
    await page.screenshot({ path: `${SHOTS}/rebate-desktop.png`, fullPage: true });
    await byTestId('rebate-claim').click();
    await expect.poll(() => byTestId('rebate-notice').textContent()).toContain('₱8.00 rebate added');
    await expect.poll(async () => minorOf(await byTestId('header-balance-value').textContent())).toBe(before + 800);
    await byTestId('rebate-claims').locator('li').first().waitFor();
    await page.getByText('No rebate to claim yet').waitFor();
  });

  it('does the same in Tagalog on a phone, in the light theme', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Tagalog in the light theme, so both themes are seen.
    await phone.addInitScript(() => {
      localStorage.setItem('panalo.language', 'TY');
      localStorage.setItem('panalo.theme', 'light');
    });
    await autoDismissSitePopups(phone);
    await logInOnPhoneAtHome(phone, site.url);

    await phone.goto(`${site.url}/pointMall`);
    await phone.getByRole('heading', { name: 'Points mall' }).waitFor();
    const cap = phone.getByTestId('points-catalogue').locator('li', { hasText: 'Panalo na sumbrero' });
    await cap.getByRole('button', { name: 'I-redeem' }).click();
    await phone.getByTestId('redeem-address').fill('12 Mabini St, Quezon City');
    await phone.getByTestId('redeem-mobile').fill('09171234567');
    await phone.getByTestId('redeem-password').fill('123456');
    await phone.getByTestId('redeem-confirm').click();
    await expect.poll(() => phone.getByTestId('redeem-history').locator('li').first().textContent()).toContain('Pinoproseso');
    // Nothing on the page is wider than the phone (the four tabs scroll within their bar).
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${SHOTS}/redeem-history-phone-tl.png`, fullPage: true });
    await phone.getByTestId('points-tab-details').click();
    await phone.getByTestId('points-details').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${SHOTS}/points-details-phone-tl.png`, fullPage: true });

    // One ₱200 round on the built-in dice earns a ₱1.60 rebate.
    await phone.goto(`${site.url}/originals?game=dice`);
    await phone.getByTestId('originals-page').waitFor();
    await phone.getByTestId('dice-stake').fill('200');
    await phone.getByTestId('dice-play').click();
    await expect.poll(() => phone.getByTestId('fairness-nonce').textContent()).toBe('1');
    await phone.goto(`${site.url}/member/manualRebate`);
    await phone.getByTestId('rebate-lines').waitFor();
    expect(await phone.getByTestId('rebate-total').textContent()).toBe('₱1.60');
    const before = minorOf(await phone.getByTestId('header-balance-value').textContent());
    await phone.screenshot({ path: `${SHOTS}/rebate-phone-tl.png`, fullPage: true });
    await phone.getByRole('button', { name: 'I-claim ang rebate' }).click();
    await expect.poll(() => phone.getByTestId('rebate-notice').textContent()).toContain('naidagdag sa iyong main wallet');
    await expect.poll(async () => minorOf(await phone.getByTestId('header-balance-value').textContent())).toBe(before + 160);
    await phone.close();
  });

  it('finance staff approve the voucher and reject the cap with a reason in the back office; the member reads both', async () => {
    const staff = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signInToBackOffice(staff, site.url, FINANCE);
    await staff.getByRole('link', { name: 'Points redeems' }).click();
    const queue = staff.getByTestId('points-redeems');
    await queue.locator('li').nth(1).waitFor();
    await staff.screenshot({ path: `${SHOTS}/backoffice-redeems.png`, fullPage: true });

    await queue.locator('li', { hasText: '₱100 cash voucher' }).getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('status').filter({ hasText: 'decided' }).waitFor();
    await queue.locator('li', { hasText: 'Panalo' }).getByRole('button', { name: 'Reject' }).click();
    await staff.getByRole('dialog').getByRole('textbox').fill('Out of stock in your size');
    await staff.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await staff.getByText('No redeems waiting.').waitFor();
    await staff.close();

    await page.goto(`${site.url}/pointMall`);
    await byTestId('points-tab-history').click();
    const history = byTestId('redeem-history');
    await expect.poll(() => history.locator('li', { hasText: '₱100 cash voucher' }).textContent()).toContain('Approved');
    await expect.poll(() => history.locator('li', { hasText: 'Panalo' }).textContent()).toContain('Out of stock in your size');
    expect(await history.locator('li', { hasText: 'Panalo' }).textContent()).toContain('Rejected');
    await page.screenshot({ path: `${SHOTS}/redeem-decided-desktop.png`, fullPage: true });
  });
});
