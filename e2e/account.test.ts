import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups } from './support/shell';
import { startSite, type Site } from './support/site';

describe.runIf(browserAvailable())('a visitor in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    await site.updateSettings((settings) => {
      // The identity-check prompts for new members are tested in kyc.test.ts.
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await autoDismissSitePopups(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);

  it('registers, is logged in, signs out, logs back in and sees their name', async () => {
    await page.goto(site.url);
    await byTestId('header-register').click();
    await expect.poll(() => byTestId('register-dialog').isVisible()).toBe(true);
    await byTestId('register-username').fill('  browser01 ');
    await byTestId('register-password').fill('Browser123');
    await byTestId('register-confirm').fill('Browser123');
    await byTestId('register-terms').check();
    await byTestId('register-age').check();
    await byTestId('register-submit').click();

    await byTestId('header-username').waitFor();
    expect(await byTestId('header-username').textContent()).toContain('browser01');

    await byTestId('account-menu').click();
    await byTestId('menu-signout-item').click();
    await byTestId('signout-confirm').click();
    await byTestId('header-login').waitFor();
    expect(await byTestId('header-username').count()).toBe(0);

    await byTestId('header-login').click();
    await byTestId('login-username').fill('browser01');
    await byTestId('login-password').fill('Browser123');
    await byTestId('login-submit').click();
    await byTestId('header-username').waitFor();
    expect(await byTestId('header-username').textContent()).toContain('browser01');

    await page.goto(`${site.url}/member`);
    await byTestId('member-account').waitFor();
    expect(await byTestId('member-account').textContent()).toContain('browser01');
  });

  it('shows the server message for a wrong password, and the captcha after repeated failures', async () => {
    const fresh = await browser.newPage();
    await autoDismissSitePopups(fresh);
    await fresh.goto(`${site.url}/login`);
    await fresh.getByTestId('login-dialog').waitFor();
    for (let attempt = 0; attempt < 3; attempt++) {
      await fresh.getByTestId('login-username').fill('player1');
      await fresh.getByTestId('login-password').fill('not-the-password');
      await fresh.getByTestId('login-submit').click();
      await fresh.getByText('Incorrect username or password.').first().waitFor();
    }
    await fresh.getByTestId('login-captcha').waitFor();
    await fresh.close();
  });

  it('sends a visitor without a session from a members-only page to the login popup', async () => {
    const fresh = await browser.newPage();
    await autoDismissSitePopups(fresh);
    await fresh.goto(`${site.url}/member`);
    await fresh.getByTestId('login-dialog').waitFor();
    expect(new URL(fresh.url()).pathname).toBe('/login');
    await fresh.close();
  });

  it('shows the maintenance screen when the status is 1', async () => {
    await site.updateSettings((s) => (s.maintenance = { enabled: true, endTime: Date.UTC(2030, 0, 1, 4, 0, 0) }));
    try {
      const fresh = await browser.newPage();
      await autoDismissSitePopups(fresh);
      await fresh.goto(site.url);
      await fresh.getByTestId('maintenance-screen').waitFor();
      expect(await fresh.getByTestId('maintenance-screen').textContent()).toContain('2030');
      await fresh.close();
    } finally {
      await site.updateSettings((s) => (s.maintenance = { enabled: false, endTime: null }));
    }
  });
});
