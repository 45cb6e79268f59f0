import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';
import { unusedAuthenticatorCode, DEMO_ADMIN, DEMO_STAFF, signInToBackOffice } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** The demo's auditor and the TOTP secret the README publishes for the demo. */
const { auditor: AUDITOR, owner: OWNER } = DEMO_STAFF;

describe.runIf(browserAvailable())('back-office staff management and audit log in the browser', () => {
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

  it('a brand admin invites a staff member by e-mail; the invitee sets up from the link; a second admin confirms', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signInToBackOffice(page, site.url, DEMO_ADMIN);
    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    const table = page.getByTestId('staff-table');
    await table.getByText('auditor1').waitFor();
    await page.getByTestId('staff-invite').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Username/).fill('cashier2');
    await dialog.getByLabel(/E-mail of the new staff member/).fill('cashier2@example.com');
    await dialog.getByLabel('Finance').check();
    await dialog.getByRole('button', { name: 'Invite staff' }).click();
    const invited = page.getByTestId('staff-invited');
    await invited.waitFor();
    // No password: a set-up link went to the invitee's own address.
    expect(await invited.textContent()).toContain('ca•••@example.com');
    expect(await page.getByRole('dialog').textContent()).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await page.screenshot({ path: `${screenshots}/backoffice-staff-invited.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await table.getByText('cashier2').waitFor();
    // The invitation waits for a second admin; its requester may only withdraw it.
    const waiting = page.getByTestId('staff-change-cashier2');
    await waiting.waitFor();
    expect(await waiting.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await waiting.getByRole('button', { name: 'Withdraw' }).waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-staff.png`, fullPage: true });

    // The invitee opens the mailed link (read from the demo's development outbox) on a phone.
    const outbox = (await (await fetch(`${site.url}/wps/dev/mail-outbox?to=cashier2@example.com`)).json()) as {
      value: { link: string }[];
    };
    const token = new URL(outbox.value[0]!.link).searchParams.get('token')!;
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${site.url}/bo/setup?token=${encodeURIComponent(token)}`);
    await phone.getByRole('heading', { name: 'Set up your staff account' }).waitFor();
    const secret = (await phone.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await phone.getByTestId('new-password').fill('Cashier2024');
    await phone.getByRole('textbox', { name: 'Code', exact: true }).fill(await unusedAuthenticatorCode(secret));
    await phone.getByRole('button', { name: 'Finish set-up' }).click();
    await phone.getByTestId('recovery-codes').waitFor();
    expect(await phone.getByTestId('setup-status').textContent()).toContain('A second admin still has to confirm your account');
    await phone.screenshot({ path: `${screenshots}/backoffice-staff-setup-phone.png`, fullPage: true });
    await phone.getByRole('link', { name: 'Go to sign-in' }).click();
    await phone.getByLabel('Username', { exact: true }).fill('cashier2');
    await phone.getByLabel('Password', { exact: true }).fill('Cashier2024');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByRole('alert').filter({ hasText: 'waiting for a second admin to confirm it' }).waitFor();

    // The platform owner, another admin, confirms (in Tagalog, on a phone, light theme).
    const ownerPhone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await staffOnPhone(ownerPhone);

    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByRole('heading', { name: 'Authenticator code' }).waitFor();
    await phone.getByRole('textbox', { name: 'Code', exact: true }).fill(await unusedAuthenticatorCode(secret));
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await phone.close();

    // The admin's list now shows the new staff member confirmed and enrolled; the admin's own row has no actions.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'cashier2' });
    await row.getByText('Enrolled').waitFor();
    await row.getByText('Active').waitFor();
    expect(await page.getByTestId('staff-change-cashier2').count()).toBe(0);
    expect(await page.getByRole('row').filter({ hasText: '(you)' }).getByRole('button').count()).toBe(0);
    await page.close();
  });

  /** The staff screen on a phone, light theme, in Tagalog: the platform owner confirms cashier2's invitation. */
  async function staffOnPhone(phone: Page) {
    await phone.goto(`${site.url}/bo/`);
    await phone.evaluate(() => sessionStorage.clear());
    await phone.reload();
    await phone.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await phone.getByRole('button', { name: 'Maliwanag na tema' }).click();
    await phone.getByLabel('Username', { exact: true }).fill(OWNER.username);
    await phone.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await phone.getByRole('button', { name: 'Magpatuloy' }).click();
    await phone.getByRole('textbox', { name: 'Code', exact: true }).fill(await unusedAuthenticatorCode(OWNER.secret));
    await phone.getByRole('button', { name: 'Mag-sign in' }).click();
    await phone.getByRole('link', { name: 'Staff', exact: true }).click();
    await phone.getByTestId('staff-table').getByText('cashier2').waitFor();
    const waiting = phone.getByTestId('staff-change-cashier2');
    await waiting.waitFor();
    await phone.screenshot({ path: `${screenshots}/backoffice-staff-phone-light-tl.png`, fullPage: true });
    await waiting.getByRole('button', { name: 'Kumpirmahin' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Kumpirmahin' }).click();
    await waiting.waitFor({ state: 'detached' });
    await phone.getByRole('link', { name: 'Audit log', exact: true }).click();
    await phone.getByTestId('audit-table').waitFor();
    await phone.screenshot({ path: `${screenshots}/backoffice-audit-phone-light-tl.png`, fullPage: true });
    await phone.close();
  }

  it('an auditor searches the audit log, opens an entry and verifies the chain', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signInToBackOffice(page, site.url, AUDITOR);
    // An auditor sees the staff, but cannot change them.
    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByTestId('staff-table').getByText('cashier2').waitFor();
    expect(await page.getByTestId('staff-invite').count()).toBe(0);
    // No actions on any row (the headers only sort the list).
    expect(await page.getByTestId('staff-table').locator('tbody').getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('staff-table').getByRole('button', { name: 'Username' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.getByLabel('Staff username').fill('admin1');
    await page.getByLabel(/^Action/).fill('staff.invite');
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByTestId('audit-table');
    // The unfiltered list may still be on screen (or reloading) right after the click:
    // wait for the searched result, one row.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    await table.getByText('staff.invite').waitFor();
    await table.getByRole('button', { name: /Details of entry/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('"cashier2"').first().waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-audit-entry.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('audit-verify').click();
    await page
      .getByTestId('audit-chain-result')
      .filter({ hasText: /The chain is intact: \d+ entries checked\./ })
      .waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-audit.png`, fullPage: true });
    await page.close();
  });
});
