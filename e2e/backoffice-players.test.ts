import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** Two demo staff members (README): finance asks, the brand admin approves. */
const FINANCE = { username: 'finance1', password: 'Staff1234', secret: 'PANALODEMOFINANCEAAAAAAAAAAAAAAA' };
const ADMIN = { username: 'admin1', password: 'Staff1234', secret: 'PANALODEMOADMINAAAAAAAAAAAAAAAAA' };
const REASON = 'Refund of a round lost to a dropped connection';

async function signIn(page: Page, url: string, staff: typeof FINANCE) {
  await page.goto(`${url}/bo/`);
  await page.getByLabel('Username', { exact: true }).fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Authenticator code' }).waitFor();
  const code = new TOTP({ secret: Secret.fromBase32(staff.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

describe.runIf(browserAvailable())('players and four-eyes adjustments in the back office', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('finance asks for an adjustment on a player page; a second staff member approves it; the balance moves once', async () => {
    const finance = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(finance, site.url, FINANCE);
    await finance.getByRole('link', { name: 'Players', exact: true }).click();
    await finance.getByRole('searchbox', { name: 'Search' }).fill('player1');
    await finance.getByRole('button', { name: 'Find' }).click();
    await finance.getByRole('link', { name: 'player1', exact: true }).click();
    await finance.getByRole('heading', { name: 'player1' }).waitFor();
    const balance = finance.getByTestId('player-main-balance');
    expect(await balance.textContent()).toContain('5,000.00');
    await finance.screenshot({ path: `${screenshots}/backoffice-player-page.png`, fullPage: true });

    await finance.getByRole('spinbutton', { name: 'Amount (₱)' }).fill('250');
    await finance.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await finance.getByRole('button', { name: 'Request adjustment' }).click();
    await finance.getByRole('status').filter({ hasText: 'A second staff member must approve it.' }).waitFor();
    const request = finance.getByRole('listitem').filter({ hasText: REASON });
    await request.waitFor();
    expect(await balance.textContent()).toContain('5,000.00');

    // The requester cannot approve their own request.
    await request.getByRole('button', { name: 'Approve' }).click();
    await finance.getByRole('alert').filter({ hasText: 'A second staff member must approve this request' }).waitFor();
    expect(await request.textContent()).toContain('Waiting');

    const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(admin, site.url, ADMIN);
    await admin.getByRole('link', { name: 'Approvals', exact: true }).click();
    await admin.getByRole('heading', { name: 'Approvals (four eyes)' }).waitFor();
    const waiting = admin.getByRole('listitem').filter({ hasText: REASON });
    await waiting.waitFor();
    // The demo's own waiting request is in the queue too.
    await admin.getByRole('listitem').filter({ hasText: 'dropped connection' }).first().waitFor();
    await admin.screenshot({ path: `${screenshots}/backoffice-approvals-phone.png`, fullPage: true });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await waiting.waitFor({ state: 'detached' });

    await finance.reload();
    await expect.poll(() => balance.textContent()).toContain('5,250.00');
    expect(await finance.getByRole('listitem').filter({ hasText: REASON }).textContent()).toContain('Approved');
    await finance.getByRole('cell', { name: REASON }).first().waitFor();

    const postings = await site.app.ctx.db
      .selectFrom('ledger_postings')
      .select(['event', 'detail'])
      .where('event', '=', 'ADJUSTMENT')
      .execute();
    expect(postings).toEqual([{ event: 'ADJUSTMENT', detail: REASON }]);
  });
});
