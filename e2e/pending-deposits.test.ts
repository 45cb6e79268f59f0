import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInFromHeader } from './support/shell';
import { startSite, type Site } from './support/site';

/** Looked at by hand, not kept in git (.gitignore). */
const screenshots = fileURLToPath(new URL('../test-results', import.meta.url));

/** A deposit left unpaid waits in the records: the member goes back to pay it, or cancels it. */
describe.runIf(browserAvailable())('pending deposits in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);
  const firstRecord = () => byTestId('deposit-record').first();

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    site = await startSite();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await logInFromHeader(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Starts a deposit and closes the payment window unpaid, as a member who walked away would. */
  async function leaveUnpaid(amount: string): Promise<void> {
    await page.goto(`${site.url}/member/depositv2`);
    await byTestId('deposit-form').waitFor();
    // The form settles once its channels and limits have arrived; an amount typed before may be reset.
    await page.waitForLoadState('networkidle');
    await byTestId('deposit-amount').fill(amount);
    await expect.poll(() => byTestId('deposit-amount').inputValue()).toBe(amount);
    const popupOpened = page.waitForEvent('popup');
    await byTestId('deposit-submit').click();
    const popup = await popupOpened;
    await popup.locator('button[value="pay"]').waitFor();
    await popup.close();
    await expect.poll(() => firstRecord().getAttribute('data-status')).toBe('PENDING');
  }

  it('resumes a pending deposit from the records: back to the payment page, and paying it credits', async () => {
    await leaveUnpaid('200');
    await byTestId('deposit-new').click();
    await byTestId('deposit-form').waitFor();
    await expect(
      firstRecord()
        .getByText(/Pay by/)
        .textContent(),
    ).resolves.toContain('Pay by');

    const popupOpened = page.waitForEvent('popup');
    await firstRecord().getByTestId('deposit-resume').click();
    const popup = await popupOpened;
    // The resumed deposit is followed on the page again, as when it was made.
    expect(await byTestId('deposit-status').getAttribute('data-status')).toBe('PENDING');
    await popup.locator('button[value="pay"]').click();
    await expect.poll(() => byTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    await expect.poll(() => firstRecord().getAttribute('data-status')).toBe('CREDITED');
    await popup.close();
  });

  it('cancels a pending deposit after asking once more, in English and Tagalog, on a phone', async () => {
    await leaveUnpaid('300');
    await page.setViewportSize({ width: 390, height: 844 });
    const record = firstRecord();
    await record.getByTestId('deposit-cancel').click();
    await record.getByText('Cancel this deposit of ₱300.00?').waitFor();
    await page.screenshot({ path: `${screenshots}/deposit-cancel-ask-phone.png`, fullPage: true });
    await record.getByRole('button', { name: 'Keep it' }).click();
    expect(await record.getAttribute('data-status')).toBe('PENDING');

    await record.getByTestId('deposit-cancel').click();
    await record.getByTestId('deposit-cancel-yes').click();
    await expect.poll(() => firstRecord().getAttribute('data-status')).toBe('CANCELLED');
    await expect(firstRecord().getByText('Cancelled').count()).resolves.toBe(1);
    expect(await firstRecord().getByTestId('deposit-resume').count()).toBe(0);
    await page.screenshot({ path: `${screenshots}/deposit-cancelled-phone.png`, fullPage: true });

    await page.setViewportSize({ width: 1280, height: 860 });
    await leaveUnpaid('150');
    await page.evaluate(() => {
      localStorage.setItem('panalo.language', 'TY');
      localStorage.setItem('panalo.theme', 'light');
    });
    await page.reload();
    await firstRecord().getByTestId('deposit-cancel').click();
    await firstRecord().getByTestId('deposit-cancel-yes').click();
    await expect.poll(() => firstRecord().getAttribute('data-status')).toBe('CANCELLED');
    await firstRecord().getByText('Kinansela').waitFor();
    await page.screenshot({ path: `${screenshots}/deposit-records-tl.png`, fullPage: true });
  });
});
