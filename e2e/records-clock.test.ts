import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInAtHome } from './support/shell';
import { transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 15_000 };
const DAY = 24 * 60 * 60_000;

/**
 * A phone whose clock is behind the server's, across midnight: the records pages still show what
 * the member did a moment ago, because a period that ends today is asked for up to the server's now.
 */
describe.runIf(browserAvailable())('records pages when the phone clock is behind the server', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The server is a whole day ahead: everything it writes falls on the browser's "tomorrow".
    site = await startSite({ clock: { now: () => Date.now() + DAY } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(page);
    await logInAtHome(page, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('lists the welcome bonus in the transaction history and the bonus details', async () => {
    const rows = await transactionHistory(page, site.url, SOON);
    expect(rows.some((row) => row.type === 'BONUS' && row.cells.some((cell) => minorOf(cell) === 500_000))).toBe(true);

    await page.goto(`${site.url}/member/bonusDetails`);
    await expect.poll(() => page.getByTestId('bonus-records').locator('li').count(), SOON).toBeGreaterThan(0);
  });
});
