import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups } from './support/shell';
import { startSite, type Site } from './support/site';

/** Where the screens are also pictured, for a person to look at (not compared by the test). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * The screens that stand in for the site: maintenance and region restriction keep customer
 * service reachable (the brand's own help page opens past the gate), and a locked IP gets
 * spec 000's IP-lock screen.
 */
describe.runIf(browserAvailable())('status screens in the browser', () => {
  let site: Site;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    await site.updateSettings((settings) => {
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function visitor(width = 1280, height = 860): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page };
  }
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  it('reaches customer service from the maintenance screen: every channel, and the live chat page opens past the gate', async () => {
    await site.updateSettings((s) => (s.maintenance = { enabled: true, endTime: Date.UTC(2030, 0, 1, 4, 0, 0) }));
    try {
      const { context, page } = await visitor();
      await page.goto(site.url);
      await page.getByTestId('maintenance-screen').waitFor();
      const channels = page.getByTestId('support-channels');
      expect(await channels.getByRole('button').allTextContents()).toEqual(['Live chat', 'Facebook', 'Telegram']);
      await shot(page, 'maintenance-desktop');

      const [chat] = await Promise.all([context.waitForEvent('page'), page.getByTestId('customer-service').click()]);
      await chat.waitForLoadState();
      expect(new URL(chat.url()).pathname).toBe('/helpmc');
      await chat.getByTestId('customer-service-screen').waitFor();
      // The help topics load although the site is closed, and the other channels are offered.
      await chat.getByTestId('help-term').waitFor();
      expect(await chat.getByTestId('maintenance-screen').count()).toBe(0);
      expect(await chat.getByTestId('support-channels').getByRole('button').allTextContents()).toEqual(['Facebook', 'Telegram']);
      await shot(chat, 'maintenance-chat');
    } finally {
      await site.updateSettings((s) => (s.maintenance = { enabled: false, endTime: null }));
    }
  });

  it('reaches customer service from the region screen too, on a phone', async () => {
    await site.updateSettings((s) => (s.regionRestriction = { enabled: true, mode: 'deny', cidrs: ['127.0.0.0/8', '::1/128'] }));
    try {
      const { page } = await visitor(390, 844);
      await page.goto(`${site.url}/helpmc#term`);
      await page.getByTestId('customer-service-screen').waitFor();
      await page.getByTestId('help-term').waitFor();
      await page.goto(site.url);
      await page.getByTestId('region-screen').waitFor();
      expect(await page.getByTestId('support-channels').getByRole('button').count()).toBe(3);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await shot(page, 'region-phone');
    } finally {
      await site.updateSettings((s) => (s.regionRestriction = { enabled: false, mode: 'deny', cidrs: [] }));
    }
  });

  // Last: it locks this machine's IP for the brand.
  it('shows the IP-lock screen once the IP has failed the brand threshold of log-ins, with the Tagalog message', async () => {
    await site.updateSettings((s) => (s.security.ipLock = { failures: 2, minutes: 15 }));
    const { page } = await visitor();
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await page.getByTestId('header-login').click();
    for (const username of ['nobody01', 'nobody02']) {
      await page.getByTestId('login-username').fill(username);
      await page.getByTestId('login-password').fill('Wrong12345');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').filter({ hasText: 'Incorrect username or password' }).waitFor();
    }
    await page.getByTestId('login-username').fill('player1');
    await page.getByTestId('login-password').fill('Player1234');
    await page.getByTestId('login-submit').click();
    const screen = page.getByTestId('ip-lock-screen');
    await screen.waitFor();
    expect(await page.getByTestId('ip-lock-message').textContent()).toBe(
      'Pansamantalang naka-lock ang iyong IP, mangyaring makipag-ugnayan sa customer service',
    );
    expect(await screen.textContent()).toContain('Your IP is temporarily locked');
    expect(await page.getByTestId('ip-lock-wait').textContent()).toContain('15 minutes');
    expect(await page.getByTestId('support-channels').getByRole('button').count()).toBe(3);
    await shot(page, 'ip-lock-desktop');
    await page.getByTestId('ip-lock-back').click();
    await page.getByTestId('header-login').waitFor();
  });
});
