import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInFromHeader } from './support/shell';
import { startSite, type Site } from './support/site';
import { createAccount } from '@panalo/server/seed/fixtures';
import { DEMO_BRAND } from '@panalo/server/seed/demo-seed';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { DEMO_STAFF, signInToBackOffice } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** Demo staff (README): the risk and KYC reviewer and the brand admin, with their published TOTP secrets. */
const { risk: RISK, admin: ADMIN } = DEMO_STAFF;

/** A 64×48 PNG of one colour: something a reviewer can see on screen. */
const SQUARE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwBfHdOY0liH8OITBAtxm7fN1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgHJfWjxvUd6MgAAAABJRU5ErkJggg==';

describe.runIf(browserAvailable())('the back office: KYC review and brand settings in the browser', () => {
  let site: Site;
  let browser: Browser;

  async function player<T>(path: string, token: string | null, body?: unknown): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { success: boolean; value: T; message?: string };
    if (!json.success) throw new Error(`${path}: ${json.message}`);
    return json.value;
  }

  beforeAll(async () => {
    // A long brand cache: the player site sees a saved setting at once only because the save tells every process.
    site = await startSite({
      ownWebCopy: true,
      env: {
        MERCHANT_CACHE_SECONDS: '600',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        SETTINGS_SECRET_KEY: 'an-e2e-settings-key-of-32-characters-or-more',
      },
    });
    mkdirSync(screenshots, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('lets a KYC reviewer look at the three images and approve a member, and the member then sees the approval', async () => {
    const brand = await findMerchantByCode(site.app.ctx.db, DEMO_BRAND);
    await createAccount(site.app.ctx, { merchantId: brand!.id, username: 'kycbo01', password: 'Player1234' });
    const { token } = await player<{ token: string }>('/wps/session/login', null, { username: 'kycbo01', password: 'Player1234' });
    await player('/wps/v2/member/kyc/personalInfo', token, {
      idType: 1,
      firstName: 'Lucky',
      middleName: '',
      lastName: 'Player',
      birthday: '1990-05-17',
      address: '12 Mabini St, Quezon City',
      permanentAddress: '12 Mabini St, Quezon City',
      placeOfBirth: 'Manila',
      nationality: 'Philippines',
      sourceOfIncome: 1,
      occupation: 6,
      termsAccepted: true,
    });
    await player('/wps/v2/member/kyc/idImages', token, {
      moduleId: 'UPLOADID3',
      data: { idCardFront: SQUARE_PNG, idCardBack: SQUARE_PNG, idCardSelfie: SQUARE_PNG },
    });

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToBackOffice(page, site.url, RISK);
    // The dashboard's queue tile counts the submission and opens the review queue.
    const toReview = page.getByRole('link', { name: /KYC to review/ });
    await expect.poll(() => toReview.textContent()).toContain('1');
    await toReview.click();
    const row = page.getByTestId('kyc-kycbo01');
    await row.getByRole('button', { name: 'Review kycbo01' }).click();
    const review = page.getByRole('article', { name: 'Documents of kycbo01' });
    for (const side of ['ID front', 'ID back', 'Selfie with ID']) {
      const image = review.getByRole('img', { name: `${side} of kycbo01` });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(64);
    }
    expect(await review.textContent()).toContain('Lucky Player');
    await page.screenshot({ path: `${screenshots}/backoffice-kyc-review.png`, fullPage: true });
    await review.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'KYC of kycbo01 approved.' }).waitFor();
    await page.getByText('No submissions with this status.').waitFor();

    // The same staff session on a phone-sized screen (a code is good for one sign-in only).
    const phone = page;
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${site.url}/bo/kyc?status=A`);
    await phone.getByTestId('kyc-kycbo01').getByRole('button', { name: 'Review kycbo01' }).click();
    await phone.getByRole('article', { name: 'Documents of kycbo01' }).waitFor();
    await phone.screenshot({ path: `${screenshots}/backoffice-kyc-phone.png`, fullPage: true });
    await phone.goto(`${site.url}/bo/restricted`);
    await phone.getByRole('heading', { name: 'Members on the list' }).waitFor();
    await phone.screenshot({ path: `${screenshots}/backoffice-restricted-phone.png`, fullPage: true });

    // The member, on the player site: the security centre shows the identity as verified.
    const member = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await autoDismissSitePopups(member);
    await member.goto(site.url);
    await logInFromHeader(member, { username: 'kycbo01', password: 'Player1234' });
    await member.goto(`${site.url}/member/securityCenter`);
    await expect.poll(() => member.getByTestId('security-kyc-status').getAttribute('data-status')).toBe('A');
    await member.close();
    await page.close();
  });

  it('lets a brand admin put the brand into maintenance with an end time, and the player site shows the maintenance screen at once', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await autoDismissSitePopups(visitor);
    await visitor.goto(site.url);
    await visitor.getByTestId('header-login').waitFor();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToBackOffice(page, site.url, ADMIN);
    await page.getByRole('link', { name: 'Brand settings', exact: true }).click();
    const maintenance = page.getByRole('form', { name: 'Maintenance', exact: true });
    await maintenance.getByRole('checkbox', { name: 'Site in maintenance' }).check();
    await maintenance.getByLabel('Expected end').fill('2030-01-02T14:00');
    await maintenance.getByRole('button', { name: 'Save Maintenance' }).click();
    await maintenance.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const history = page.getByRole('region', { name: 'Change history' });
    await expect.poll(() => history.textContent()).toContain('settings.maintenance.enabled');
    expect(await history.textContent()).toContain('admin1');
    await page.screenshot({ path: `${screenshots}/backoffice-brand-settings.png`, fullPage: true });

    await visitor.reload();
    await visitor.getByTestId('maintenance-screen').waitFor();
    expect(await visitor.getByTestId('maintenance-end').textContent()).toContain('2030');

    // The back office stays open during maintenance: the admin reopens the site.
    await maintenance.getByRole('checkbox', { name: 'Site in maintenance' }).uncheck();
    await maintenance.getByRole('button', { name: 'Save Maintenance' }).click();
    await maintenance.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await visitor.reload();
    await visitor.getByTestId('header-login').waitFor();

    await page.getByRole('link', { name: 'Payment channels', exact: true }).click();
    await page.getByRole('button', { name: 'Move Maya up' }).click();
    await page.getByRole('status').filter({ hasText: 'Maya is now number 1.' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Maya');
    await page.screenshot({ path: `${screenshots}/backoffice-payment-channels.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Brand settings', exact: true }).click();
    await page.getByRole('form', { name: 'Maintenance', exact: true }).waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-brand-settings-phone.png` });
    // Payment channels on a phone, in Tagalog and the light theme.
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('tl');
    await page.getByRole('button', { name: 'Maliwanag na tema' }).click();
    await page.getByRole('link', { name: 'Mga paraan ng pagbabayad', exact: true }).click();
    await page.getByRole('button', { name: 'I-edit ang GCash' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Itakda ang mga kredensiyal ng gateway').fill('merchant=77;key=demo-secret');
    await dialog.getByRole('button', { name: 'I-save ang channel' }).click();
    await page.getByRole('status').filter({ hasText: 'Nai-save ang GCash.' }).waitFor();
    await expect.poll(() => page.getByTestId('channel-GCASH').textContent()).toContain('Nakatakda');
    expect(await page.content()).not.toContain('demo-secret');
    await page.screenshot({ path: `${screenshots}/backoffice-payment-channels-phone-light-tl.png`, fullPage: true });
    await visitor.close();
    await page.close();
  });

  it("lets a brand admin choose the site's languages and default: a new visitor starts in it, the switcher offers only those", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToBackOffice(page, site.url, ADMIN);
    await page.getByRole('link', { name: 'Brand settings', exact: true }).click();
    const languages = page.getByRole('form', { name: 'Languages' });
    const save = async () => {
      await languages.getByRole('button', { name: 'Save Languages' }).click();
      await languages.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    };
    await languages.getByRole('combobox', { name: 'Default language' }).selectOption('TY');
    await save();
    await page.screenshot({ path: `${screenshots}/backoffice-brand-languages.png`, fullPage: true });

    // A first-time visitor (nothing chosen on this device) starts in Tagalog and may switch to English.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await autoDismissSitePopups(visitor);
    await visitor.goto(site.url);
    await visitor.getByTestId('header-login').waitFor();
    const lang = () => visitor.evaluate(() => document.documentElement.lang);
    await expect.poll(lang, { timeout: 20_000 }).toBe('tl');
    const switcher = visitor.getByTestId('language-select').first();
    expect(await switcher.inputValue()).toBe('TY');
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', 'Tagalog']);
    await switcher.selectOption('EN');
    await expect.poll(lang, { timeout: 20_000 }).toBe('en');
    await visitor.reload();
    await visitor.getByTestId('header-login').waitFor();
    expect(await lang()).toBe('en');

    // Tagalog only: no switcher, and the visitor's English is no longer offered.
    await languages.getByRole('checkbox', { name: 'English' }).uncheck();
    await save();
    await visitor.reload();
    await visitor.getByTestId('header-login').waitFor();
    await expect.poll(lang, { timeout: 20_000 }).toBe('tl');
    expect(await visitor.getByTestId('language-select').count()).toBe(0);

    // A default that is not offered is named before anything is sent.
    await languages.getByRole('combobox', { name: 'Default language' }).selectOption('EN');
    await languages.getByRole('button', { name: 'Save Languages' }).click();
    await languages.getByText('the default must be one of the offered languages').waitFor();

    await languages.getByRole('checkbox', { name: 'English' }).check();
    await save();
    await visitor.close();
    await page.close();
  });
});
