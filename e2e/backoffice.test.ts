import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { playerApi, playerToken, requestPlayerWithdrawal } from './support/player-api';
import { startSite, type Site } from './support/site';
import { createAccount } from '@panalo/server/seed/fixtures';
import { grantStaffRoles } from '@panalo/server/modules/staff/staff-accounts';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { unusedAuthenticatorCode, DEMO_STAFF } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** The demo's finance staff member and the TOTP secret the README publishes for the demo. */
const FINANCE = DEMO_STAFF.finance;

describe.runIf(browserAvailable())('the back office in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let reference: string;

  beforeAll(async () => {
    site = await startSite();
    reference = await requestPlayerWithdrawal(site.url);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('signs finance staff in with an authenticator code, then approves and pays the withdrawal', async () => {
    mkdirSync(screenshots, { recursive: true });
    await page.goto(`${site.url}/bo/`);
    await page.getByLabel('Username', { exact: true }).fill(FINANCE.username);
    await page.getByLabel('Password', { exact: true }).fill(FINANCE.password);
    await page.screenshot({ path: `${screenshots}/backoffice-sign-in.png` });
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Authenticator code' }).waitFor();
    const code = await unusedAuthenticatorCode(FINANCE.secret);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The dashboard: the withdrawal waits in the queue.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const toApprove = page.getByRole('link', { name: /Withdrawals to approve/ });
    await expect.poll(() => toApprove.textContent()).toContain('1');
    // Finance has no agent applications section.
    expect(await page.getByRole('link', { name: 'Agent applications', exact: true }).count()).toBe(0);

    await toApprove.click();
    const row = page.getByTestId(`withdrawal-${reference}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('player1');
    await page.screenshot({ path: `${screenshots}/backoffice-withdrawals.png` });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Withdrawal ${reference} approved.` })
      .waitFor();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('APPROVED');
    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Payout reference/ }).fill('GCASH-7781');
    await page.screenshot({ path: `${screenshots}/backoffice-mark-paid.png` });
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Withdrawal ${reference} marked paid.` })
      .waitFor();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('PAID');
    await expect.poll(() => row.textContent()).toContain('GCASH-7781');

    // What the member's records say, through the player API.
    const token = await playerToken(site.url);
    const records = await playerApi<{ list: { reference: string; status: string }[] }>(site.url, '/wps/v2/withdraw/records', token);
    expect(records.list.find((item) => item.reference === reference)?.status).toBe('PAID');

    // Back on the dashboard, the paid withdrawal is in today's figures and in its sparkline.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const paid = page.getByTestId('figure-withdrawals');
    await expect.poll(() => paid.textContent()).toMatch(/Today₱1,500\.00/);
    expect(await paid.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Last 14 days: ₱[\d,.]+ in all, highest day ₱[\d,.]+, today ₱1,500\.00$/,
    );
    for (const figure of ['registrations', 'firstDeposits', 'deposits', 'ggr', 'activePlayers']) {
      expect(await page.getByTestId(`figure-${figure}`).getByRole('img').count(), figure).toBe(1);
    }
    // The demo team's members made their first deposits over the last two weeks.
    const firstDeposits = await page.getByTestId('figure-firstDeposits').getByRole('img').getAttribute('aria-label');
    expect(Number(/: (\d+) in all/.exec(firstDeposits ?? '')?.[1] ?? 0), firstDeposits ?? '').toBeGreaterThan(0);
    await page.screenshot({ path: `${screenshots}/backoffice-dashboard.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}/backoffice-dashboard-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('enrols a new staff member on a phone, in Tagalog and the light theme, shows the recovery codes once, and decides an agent application', async () => {
    const brand = await findMerchantByCode(site.app.ctx.db, 'demo');
    const memberId = await createAccount(site.app.ctx, { merchantId: brand!.id, username: 'newagentmgr', password: 'Staff1234', type: 9 });
    await grantStaffRoles(site.app.ctx, { merchantId: brand!.id, memberId, roles: ['agent_manager'] });
    // A visitor's application, as the footer's form leaves it.
    await site.app.ctx.db
      .insertInto('agent_applications')
      .values({
        merchant_id: brand!.id,
        member_id: null,
        name: 'Maria Santos',
        contact: '0917 222 3344',
        contact_key: '09172223344',
        channel: 'COMMUNITY',
        experience: 'UNDER_1_YEAR',
        message: 'May 40 na kaibigan sa aming barangay na naglalaro.',
        status: 'PENDING',
        note: null,
        decided_by: null,
        decided_at: null,
        ip: '127.0.0.1',
        created_at: Date.now(),
      })
      .execute();
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${site.url}/bo/`);
    await phone.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await phone.getByRole('button', { name: 'Maliwanag na tema' }).click();
    await phone.getByLabel('Username', { exact: true }).fill('newagentmgr');
    await phone.getByLabel('Password', { exact: true }).fill('Staff1234');
    await phone.getByRole('button', { name: 'Magpatuloy' }).click();

    await phone.getByRole('heading', { name: 'I-set up ang two-factor authentication' }).waitFor();
    await phone.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await phone.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await phone.screenshot({ path: `${screenshots}/backoffice-enrol-phone-light-tl.png`, fullPage: true });
    const code = await unusedAuthenticatorCode(secret);
    await phone.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await phone.getByRole('button', { name: 'Kumpirmahin' }).click();

    const codes = phone.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await phone.screenshot({ path: `${screenshots}/backoffice-recovery-codes.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Naitago ko na ang mga ito' }).click();

    // An agent manager sees the dashboard and the agent applications, not the withdrawals.
    await phone.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await phone.getByRole('link', { name: 'Mga withdrawal', exact: true }).count()).toBe(0);
    await phone.getByRole('link', { name: 'Mga aplikasyon ng agent', exact: true }).click();
    await phone.getByRole('heading', { name: 'Mga aplikasyon ng agent' }).waitFor();
    await phone.getByText('Maria Santos').waitFor();
    await phone.screenshot({ path: `${screenshots}/backoffice-agent-applications-phone.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Aprubahan' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Tinawagan, handa nang magsimula');
    await dialog.getByRole('button', { name: 'Aprubahan' }).click();
    await phone.getByRole('status').filter({ hasText: 'Napagpasyahan ang aplikasyon ni Maria Santos.' }).waitFor();
    await phone.getByText('Walang aplikasyon na may ganitong status.').waitFor();
    const row = await site.app.ctx.db.selectFrom('agent_applications').select(['status', 'note', 'decided_by']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'APPROVED', note: 'Tinawagan, handa nang magsimula', decided_by: memberId });
    await phone.close();
  });
});
