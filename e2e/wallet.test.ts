import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInAtHome } from './support/shell';
import { handoverAddress } from './support/handover';
import { minorOf } from './support/money';
import { addGCashPayoutAccount, setUpWithdrawPin } from './support/withdraw';
import { startSite, type Site } from './support/site';
import { staffApiToken } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

describe.runIf(browserAvailable())('the wallet in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let operatorToken: string;

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  /** The back office has no screens yet: the test is the operator, through the operator API. */
  async function operator<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(operatorToken ? { authorization: `Bearer ${operatorToken}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { success: boolean; value: T; message?: string };
    if (!json.success) throw new Error(`${path}: ${json.message}`);
    return json.value;
  }

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(page);
    operatorToken = '';
    operatorToken = await staffApiToken(site.url);

    await logInAtHome(page, site.url);
    // Set once: if any step below reloaded the page, this mark would be gone.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('deposits through the sandbox payment page, and the header balance changes without a reload', async () => {
    const before = await headerBalance();
    expect(before).toBe(500_000); // the demo seed's welcome bonus
    await byTestId('header-deposit').click();
    await byTestId('deposit-form').waitFor();
    // Amounts are read exactly as typed; a third decimal is refused before anything is sent.
    await byTestId('deposit-amount').fill('12.345');
    await byTestId('deposit-submit').click();
    await page.getByText('Use at most 2 decimal places.').waitFor();
    await byTestId('deposit-amount').fill('1,250.50');
    const popupOpened = page.waitForEvent('popup');
    await byTestId('deposit-submit').click();
    const popup = await popupOpened;
    await popup.locator('button[value="pay"]').click();

    await expect.poll(headerBalance).toBe(before + 125_050);
    await expect.poll(() => byTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    expect(await byTestId('deposit-record').first().getAttribute('data-status')).toBe('CREDITED');
    // The gateway sent the payment window back to the deposit page, which shows the result there too.
    await popup.getByTestId('deposit-status').waitFor();
    expect(await popup.getByTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    await popup.close();
    await byTestId('notice-toast').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });

  it('requests a withdrawal, which shows approved and then paid live, and confirms the receipt', async () => {
    const before = await headerBalance();
    await byTestId('header-withdraw').click();
    await setUpWithdrawPin(page);

    await addGCashPayoutAccount(page);

    await byTestId('withdraw-amount').fill('150');
    await byTestId('withdraw-pin').fill('123456');
    await byTestId('withdraw-submit').click();
    await byTestId('withdraw-result').waitFor();
    await expect.poll(() => byTestId('withdraw-record').first().getAttribute('data-status')).toBe('PENDING');
    await expect.poll(headerBalance).toBe(before - 15_000);

    const pending = await operator<{ list: Array<{ id: number; amount: number; status: string }> }>(
      '/wps/operator/withdrawals?status=PENDING',
    );
    const withdrawal = pending.list.find((entry) => entry.amount === 15_000);
    expect(withdrawal).toBeDefined();
    await operator(`/wps/operator/withdrawals/${withdrawal!.id}/approve`, {});
    await expect.poll(() => byTestId('withdraw-record').first().getAttribute('data-status')).toBe('APPROVED');
    await operator(`/wps/operator/withdrawals/${withdrawal!.id}/paid`, {});
    await expect.poll(() => byTestId('withdraw-record').first().getAttribute('data-status')).toBe('PAID');

    await byTestId('withdraw-confirm-receipt').click();
    await byTestId('receipt-dialog').waitFor();
    await byTestId('receipt-RECEIVED').check();
    await byTestId('receipt-submit').click();
    await byTestId('receipt-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => byTestId('withdraw-receipt-status').first().textContent()).toContain('Received');
    expect(await headerBalance()).toBe(before - 15_000);
  });

  it('moves money to a game wallet and back', async () => {
    const before = await headerBalance();
    await byTestId('mc-nav-transferFund').click();
    await byTestId('transfer-fund-form').waitFor();
    await byTestId('transfer-vendor').selectOption('SBXLIVE');
    await byTestId('transfer-direction-in').check({ force: true });
    await byTestId('transfer-amount').fill('100');
    await byTestId('transfer-submit').click();
    await expect.poll(async () => minorOf(await byTestId('wallet-SBXLIVE-balance').textContent())).toBe(10_000);
    await expect.poll(headerBalance).toBe(before - 10_000);

    await byTestId('transfer-direction-out').check({ force: true });
    await byTestId('transfer-amount').fill('100');
    await byTestId('transfer-submit').click();
    await expect.poll(async () => minorOf(await byTestId('wallet-SBXLIVE-balance').textContent())).toBe(0);
    await expect.poll(headerBalance).toBe(before);
  });

  it('lists every movement in the transaction history, and the notices in messages', async () => {
    await byTestId('mc-nav-transactionHistory').click();
    await byTestId('history-table').waitFor();
    const types = await byTestId('history-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')));
    expect(types).toEqual(expect.arrayContaining(['DEPOSIT', 'WITHDRAW', 'TRANSFER_OUT', 'TRANSFER_IN', 'BONUS']));

    await byTestId('history-type').selectOption('DEPOSIT');
    await expect
      .poll(() => byTestId('history-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type'))))
      .toEqual(['DEPOSIT']);

    const unread = Number(await byTestId('mc-badge-messageV2').getAttribute('data-count'));
    expect(unread).toBeGreaterThanOrEqual(3); // deposit credited, withdrawal approved, withdrawal paid
    await byTestId('mc-nav-messageV2').click();
    await byTestId('message-list').waitFor();
    await byTestId('message-mark-read').first().click();
    await expect.poll(async () => Number(await byTestId('mc-badge-messageV2').getAttribute('data-count'))).toBe(unread - 1);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });

  it('offers the payment page in the same tab when the browser blocks the new window', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('panalo.token'));
    const tab = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(tab);
    await tab.goto(await handoverAddress(site.url, token, '/member/depositv2'));
    await tab.getByTestId('deposit-form').waitFor();
    // The hand-over's exchange refetches the member's data: let the form settle before choosing.
    await tab.waitForLoadState('networkidle');
    await tab.evaluate(() => (window.open = () => null));
    const before = minorOf(await tab.getByTestId('header-balance-value').textContent());
    // The sandbox gateway credits money nobody pays: its channel and its page say so.
    expect(await tab.getByTestId('deposit-channel-demo-MAYA').isVisible()).toBe(true);
    expect(await tab.getByTestId('deposit-channel-demo-MAYA').textContent()).toBe('Demo money — no real payment');
    // On a loaded machine the hand-over's refetch can still redraw the form after the network went
    // quiet: choose again until the choice holds.
    const maya = tab.getByTestId('deposit-channel-MAYA');
    await expect
      .poll(async () => {
        // The card is what a member clicks (the radio inside it is drawn over by the card).
        await tab
          .locator('label.choice-card', { has: maya })
          .click()
          .catch(() => undefined);
        return maya.isChecked();
      })
      .toBe(true);
    await tab.getByTestId('deposit-amount').fill('300');
    await tab.getByTestId('deposit-submit').click();
    await tab.getByText('Popup blocked. Allow and try again.').waitFor();
    await tab.getByTestId('deposit-open-here').click();
    expect(await tab.getByText('Demo money — no real payment').isVisible()).toBe(true);
    await tab.locator('button[value="pay"]').click();
    // The gateway sends the browser back to the deposit page, which finds the deposit by its reference.
    await tab.waitForURL(/\/member\/depositv2\?deposit=/);
    await expect.poll(() => tab.getByTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    expect(minorOf(await tab.getByTestId('header-balance-value').textContent())).toBe(before + 30_000);
    await tab.close();
  });

  it('lets an agent send money to a downline, who sees it arrive live', async () => {
    const logIn = async (target: Page, username: string, password: string) => {
      await logInAtHome(target, site.url, { username, password });
    };
    const agent = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(agent);
    const member = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(member);
    await logIn(agent, 'agent1', 'Agent1234');
    await logIn(member, 'member01', 'Member1234');
    const memberBefore = minorOf(await member.getByTestId('header-balance-value').textContent());

    await agent.getByTestId('header-deposit').click();
    await agent.getByTestId('mc-nav-transferUpline').click();
    await agent.getByTestId('pin-login-password').fill('Agent1234');
    await agent.getByTestId('pin-new').fill('654321');
    await agent.getByTestId('pin-confirm').fill('654321');
    await agent.getByTestId('pin-submit').click();
    await agent.getByTestId('transfer-downline').selectOption('member01');
    await agent.getByTestId('transfer-member-amount').fill('75');
    await agent.getByTestId('transfer-member-pin').fill('654321');
    await agent.getByTestId('transfer-member-submit').click();
    await agent.getByText('Sent ₱75.00 to member01.').waitFor();

    await expect.poll(async () => minorOf(await member.getByTestId('header-balance-value').textContent())).toBe(memberBefore + 7_500);
    await member.getByTestId('notice-toast').getByText('agent1 sent you ₱75.00.').waitFor();
    await agent.close();
    await member.close();
  });

  it.runIf(process.env.WALLET_SCREENSHOTS === '1')('takes the wallet screenshots for the docs', async () => {
    mkdirSync(screenshots, { recursive: true });
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('panalo.theme', value), theme);
      for (const [name, path, ready] of [
        ['deposit', 'depositv2', 'deposit-form'],
        ['withdraw', 'withdraw', 'withdraw-records'],
        ['history', 'transactionHistory', 'history-table'],
      ] as const) {
        await page.goto(`${site.url}/member/${path}`);
        await byTestId(ready).waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${screenshots}/wallet-${name}-${theme}.png` });
      }
    }
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await autoDismissSitePopups(phone);
    await phone.goto(site.url);
    await phone.evaluate(() => localStorage.setItem('panalo.theme', 'dark'));
    const token = await page.evaluate(() => sessionStorage.getItem('panalo.token'));
    await phone.goto(await handoverAddress(site.url, token, '/member/depositv2'));
    await phone.getByTestId('deposit-form').waitFor();
    await phone.waitForTimeout(300);
    await phone.screenshot({ path: `${screenshots}/wallet-deposit-mobile.png` });
    await phone.close();
  });
});
