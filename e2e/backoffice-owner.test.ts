import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';
import { unusedAuthenticatorCode, DEMO_ADMIN, DEMO_STAFF } from './support/staff';
import { createAccount, createBrand } from '@panalo/server/seed/fixtures';
import { grantStaffRoles } from '@panalo/server/modules/staff/staff-accounts';
import { findMerchantByCode, updateMerchantSettings } from '@panalo/server/modules/merchant/merchant.repository';

const screenshots = join(tmpdir(), 'panalo-screenshots');

/** The demo's platform owner and the TOTP secret the README publishes for the demo. */
const OWNER = DEMO_STAFF.owner;

/**
 * The platform owner's side of the back office: unlocking a staff member locked by failed
 * sign-ins, and the brand picker, which only a platform owner sees.
 */
describe.runIf(browserAvailable())('the platform owner in the back office', () => {
  let site: Site;
  let browser: Browser;
  let secondId: number;

  async function signInStaff(page: Page, staff: { username: string; password: string; secret: string }, lang: 'en' | 'tl') {
    await page.goto(`${site.url}/bo/`);
    if (lang === 'tl') await page.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await page.getByLabel('Username', { exact: true }).fill(staff.username);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: lang === 'tl' ? 'Magpatuloy' : 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await unusedAuthenticatorCode(staff.secret));
    await page.getByRole('button', { name: lang === 'tl' ? 'Mag-sign in' : 'Sign in' }).click();
  }

  const wrongSignIn = () =>
    fetch(`${site.url}/wps/operator/session/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'locked1', password: 'Wrong12345' }),
    }).then((response) => response.json() as Promise<{ code?: string }>);

  beforeAll(async () => {
    site = await startSite();
    const demo = (await findMerchantByCode(site.app.ctx.db, 'demo'))!;
    const locked = await createAccount(site.app.ctx, { merchantId: demo.id, username: 'locked1', password: 'Staff1234', type: 9 });
    await grantStaffRoles(site.app.ctx, { merchantId: demo.id, memberId: locked, roles: ['support'] });
    const second = await createBrand(site.app.ctx, { code: 'second', name: 'Second Brand', domains: ['second.test'] });
    const secondAdmin = await createAccount(site.app.ctx, {
      merchantId: second.merchantId,
      username: 'secondadmin',
      password: 'Staff1234',
      type: 9,
    });
    await grantStaffRoles(site.app.ctx, { merchantId: second.merchantId, memberId: secondAdmin, roles: ['brand_admin'] });
    secondId = second.merchantId;
    browser = await launchBrowser();
    mkdirSync(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('unlocks a locked staff member on a phone in Tagalog, then works on another brand through the picker', async () => {
    const max = site.app.ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    for (let i = 0; i < max; i++) expect((await wrongSignIn()).code).toBe('INVALID_CREDENTIALS');
    expect((await wrongSignIn()).code).toBe('TOO_MANY_REQUESTS');

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInStaff(phone, OWNER, 'tl');
    const picker = phone.getByRole('combobox', { name: 'Brand na pagtatrabahuhan' });
    await picker.waitFor();
    await phone.getByRole('link', { name: 'Staff', exact: true }).click();
    const row = phone.getByRole('row').filter({ hasText: 'locked1' });
    await row.getByText('Naka-lock').waitFor();
    await phone.screenshot({ path: join(screenshots, 'backoffice-staff-locked-phone-tl.png'), fullPage: true });
    await row.getByRole('button', { name: 'I-unlock' }).click();
    await row.getByText('Aktibo').waitFor();
    expect(await row.getByRole('button', { name: 'I-unlock' }).count()).toBe(0);
    // The sign-in is checked afresh: a wrong password is wrong again, not locked.
    expect((await wrongSignIn()).code).toBe('INVALID_CREDENTIALS');

    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Panalo Demo', 'Second Brand']));
    await picker.selectOption('second');
    await phone.locator('.topbar .brand strong').filter({ hasText: 'Second Brand' }).waitFor();
    await phone.getByRole('link', { name: 'Staff', exact: true }).click();
    await phone.getByTestId('staff-table').getByText('secondadmin').waitFor();
    expect(await phone.getByTestId('staff-table').getByText('locked1').count()).toBe(0);
    await phone.screenshot({ path: join(screenshots, 'backoffice-brand-picker-phone-tl.png'), fullPage: true });

    // The picked brand starts refusing the owner's network: the way back to the own brand stays.
    const secondBrand = (await findMerchantByCode(site.app.ctx.db, 'second'))!;
    secondBrand.settings.security.staffIpAllowList = { enabled: true, cidrs: ['203.0.113.0/24'] };
    await updateMerchantSettings(site.app.ctx.db, secondId, secondBrand.settings, Date.now());
    await phone.reload();
    await phone.getByText('Staff sign-in is not allowed from this network').or(phone.getByRole('alert')).first().waitFor();
    await phone.getByRole('button', { name: 'Bumalik sa sariling brand' }).click();
    await phone.locator('.topbar .brand strong').filter({ hasText: 'Panalo Demo' }).waitFor();
    expect(await picker.inputValue()).toBe('demo');
    await phone.close();
  });

  it('shows no brand picker to a brand admin', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signInStaff(page, DEMO_ADMIN, 'en');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Staff', exact: true }).waitFor();
    expect(await page.getByTestId('brand-picker').count()).toBe(0);
    await page.close();
  });
});
