import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups } from './support/shell';
import { startSite, type Site } from './support/site';

// Issue #37 item 7: the owner of an account someone locked gets past the lock from the log-in popup.
describe.runIf(browserAvailable())('unlocking a locked account in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const answers = new Map<string, string>();
  // The site's clock runs with the real one; the test moves it on instead of waiting out the captcha throttle.
  let ahead = 0;
  const clock = { now: () => Date.now() + ahead };

  beforeAll(async () => {
    site = await startSite({ clock, observers: { captchaIssued: (id, answer) => answers.set(id, answer) } });
    await site.updateSettings((settings) => {
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

  const call = async (method: string, path: string, body?: object, ip = '203.0.113.66') => {
    const response = await site.app.inject({
      method: method as 'GET',
      url: path,
      payload: body,
      remoteAddress: ip,
      headers: { host: new URL(site.url).host },
    });
    return response.json() as { success: boolean; code?: string; value?: { captchaId?: string; token?: string } };
  };
  const lockOut = async (username: string) => {
    for (let i = 0; i < 10; i++) {
      let captcha = {};
      if (i >= 3) {
        ahead += 1000; // one captcha a second per client
        const { captchaId } = (await call('GET', '/wps/captcha')).value!;
        captcha = { captchaId, captcha: answers.get(captchaId!) };
      }
      await call('POST', '/wps/session/login', { username, password: 'someone-guessing', ...captcha });
    }
  };

  it('offers the unlock in the lock message, mails the link to the owner, and the link unlocks', async () => {
    const registered = await call('PUT', '/wps/member/register', {
      username: 'lockedweb1',
      password: 'Owner12345',
      confirmPassword: 'Owner12345',
      email: 'lockedweb1@example.com',
      termsAccepted: true,
      ageConfirmed: true,
    });
    expect(registered.success).toBe(true);
    await lockOut('lockedweb1');

    await page.goto(`${site.url}/login`);
    await page.getByTestId('login-username').fill('lockedweb1');
    await page.getByTestId('login-password').fill('Owner12345');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-unlock').waitFor();
    await page.getByTestId('login-unlock-email').click();
    await page.getByTestId('unlock-sent').waitFor();
    expect(await page.getByTestId('unlock-sent').textContent()).toContain('lockedweb1');

    const outbox = await site.app.inject({
      method: 'GET',
      url: '/wps/dev/mail-outbox?to=lockedweb1@example.com',
      headers: { host: new URL(site.url).host },
    });
    const link = (outbox.json().value as { link: string | null }[])[0]?.link;
    expect(link).toMatch(/\/unlockAccount\?token=/);
    const mailed = new URL(link!);
    const other = await browser.newPage();
    await autoDismissSitePopups(other);
    await other.goto(`${site.url}${mailed.pathname}${mailed.search}`);
    await other.getByTestId('unlock-confirm').click();
    await other.getByTestId('unlock-done').waitFor();
    // The token left the address bar at once.
    expect(new URL(other.url()).search).toBe('');
    await other.close();

    await page.getByTestId('unlock-back').click();
    await page.getByTestId('login-password').fill('Owner12345');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-username').waitFor();
  });
});
