import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { createAnnouncement } from '@panalo/server/modules/content/announcement.service';
import { DEMO_BRAND } from '@panalo/server/seed/demo-seed';
import { browserAvailable, launchBrowser } from './support/browser';
import { DEMO_RESOURCES, autoDismissSitePopups, logInFromHeader, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';

/** expect.poll waits 1 s by default; page loads and redirects on two shared cores can take longer. */
const SOON = { timeout: 10_000 };

describe.runIf(browserAvailable())('the site shell in the browser', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    await site.updateSettings((settings) => {
      settings.resources = { ...DEMO_RESOURCES };
      // The identity-check prompts (the account flows' KYC and security popups) are tested in
      // kyc.test.ts; here they would queue before the shell's own popups.
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A fresh tab in a fresh browser profile (its own sessionStorage and localStorage). */
  async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    return { context, page: await context.newPage() };
  }

  it('shows the disclaimer until it is accepted, the terms need the box ticked, and every login shows it again', async () => {
    const { context, page } = await freshPage();
    await page.goto(site.url);
    const disclaimer = page.getByTestId('disclaimer-dialog');
    await disclaimer.waitFor();
    expect(await disclaimer.textContent()).toContain('Restricted persons');

    // The terms text is the help topic 'rules'; Agree without the tick says why nothing happened.
    await page.getByTestId('disclaimer-terms').click();
    await page.getByTestId('terms-text').waitFor();
    expect(await page.getByTestId('terms-text').textContent()).toContain('21');
    await page.getByTestId('terms-agree').click();
    await expect.poll(() => page.getByTestId('terms-error').textContent(), SOON).toContain('tick the box');
    await page.getByTestId('terms-agree-check').check();
    await page.getByTestId('terms-agree').click();
    // A visitor agreeing to the terms still has to accept the disclaimer itself.
    await disclaimer.waitFor();
    await page.getByTestId('disclaimer-accept').click();
    await disclaimer.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('header-login').waitFor();
    await page.waitForTimeout(500);
    expect(await disclaimer.count()).toBe(0);

    // Close the visitor popup so it does not cover the login; then log in: the disclaimer is back.
    await page.getByTestId('announcement-popup').waitFor();
    await page.keyboard.press('Escape');
    await logInFromHeader(page);
    await disclaimer.waitFor();
    // Logged in, agreeing to the terms also accepts the disclaimer.
    await page.getByTestId('disclaimer-terms').click();
    await page.getByTestId('terms-agree-check').check();
    await page.getByTestId('terms-agree').click();
    await page.getByTestId('terms-dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await disclaimer.count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('panalo.disclaimer'))).toBe('accepted');
    await context.close();
  });

  it('opens the announcement popup once per session and audience; the first log-in gets its promotion with an accept button', async () => {
    const { context, page } = await freshPage();
    await page.goto(site.url);
    await page.getByTestId('disclaimer-accept').click();
    const popup = page.getByTestId('announcement-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Only for adults 21 and over');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('header-login').waitFor();
    await page.waitForTimeout(800);
    expect(await popup.count()).toBe(0);

    // A new member's first session: the F popup with a promotion; accept opens the reward center.
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-username').fill('shellfirst1');
    await page.getByTestId('register-password').fill('Shellfirst123');
    await page.getByTestId('register-confirm').fill('Shellfirst123');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('disclaimer-accept').click();
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Welcome bonus');
    await page.getByTestId('announcement-accept').click();
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/member/rewardCenter');
    await context.close();
  });

  it('lists announcements 9 a page with their HTML, and the bell opens the notices', async () => {
    const merchant = await findMerchantByCode(site.app.ctx.db, DEMO_BRAND);
    for (let n = 1; n <= 10; n++) {
      await createAnnouncement(
        site.app.ctx.db,
        merchant!.id,
        { type: 'PR', title: `Shell promo ${n}`, content: `<p>Promo <strong>number ${n}</strong></p>`, promotionType: 'TEST' },
        Date.now(),
      );
    }
    const { context, page } = await freshPage();
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-announcements').click();
    const dialog = page.getByTestId('announcements-dialog');
    await dialog.waitFor();
    // The visitor popup (1) and the promotions (2 demo + 10) are 13 entries: 9, then 4.
    await expect.poll(() => dialog.getByTestId('announcement-title').count(), SOON).toBe(9);
    await dialog.getByTestId('announcement-next').click();
    await expect.poll(() => dialog.getByTestId('announcement-title').count(), SOON).toBe(4);
    // Equal sort values show the newest first, so the first promotions written are on page 2.
    await dialog
      .getByTestId('announcement-title')
      .filter({ hasText: /^Shell promo 1$/ })
      .click();
    expect(await dialog.getByTestId('announcement-detail').locator('strong').textContent()).toBe('number 1');
    expect(await dialog.getByTestId('announcement-accept').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await logInFromHeader(page);
    await page.getByTestId('header-bell').click();
    const notices = page.getByTestId('notices-dialog');
    await notices.waitFor();
    const noticeText = await notices.textContent();
    expect(noticeText).toContain('New payment channels');
    // player1's identity is verified: the notice asking to complete verification is not theirs.
    expect(noticeText).not.toContain('Complete your verification');
    expect(await notices.getByTestId('notices-messages-link').isVisible()).toBe(true);
    await context.close();
  });

  it('switches the language and the theme, and remembers both; an unsupported stored language reads as English', async () => {
    const { context, page } = await freshPage();
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await page.getByTestId('language-select').first().selectOption('TY');
    await expect.poll(() => page.getByTestId('header-login').textContent(), SOON).toBe('Mag-login');
    expect(await page.getAttribute('html', 'lang')).toBe('tl');

    const theme = await page.getAttribute('html', 'data-theme');
    await page.getByTestId('theme-toggle').first().click();
    const toggled = theme === 'dark' ? 'light' : 'dark';
    expect(await page.getAttribute('html', 'data-theme')).toBe(toggled);

    await page.reload();
    await expect.poll(() => page.getByTestId('header-login').textContent(), SOON).toBe('Mag-login');
    expect(await page.getAttribute('html', 'data-theme')).toBe(toggled);

    await page.evaluate(() => localStorage.setItem('panalo.language', 'PT'));
    await page.reload();
    await expect.poll(() => page.getByTestId('header-login').textContent(), SOON).toBe('Log in');
    await context.close();
  });

  it('keeps non-agents out of the agent centre and shows agents their centre, clock and navigation', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${site.url}/agentHome`);
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/agent');
    // The agent pages show only the agent view: no site menu, no disclaimer, no remember-me box.
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('header-menu').count()).toBe(0);
    expect(await page.getByTestId('disclaimer-dialog').count()).toBe(0);
    expect(await page.getByLabel('Remember my username').count()).toBe(0);

    await submitLogIn(page);
    // The log-in goes on to /agentHome, whose guard sends a non-agent back with error_not_agent.
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/agent');
    await page.getByTestId('agent-not-agent').waitFor();
    await page.goto(`${site.url}/agentHome`);
    await page.getByTestId('agent-not-agent').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/agent');
    await page.getByTestId('agent-signout').click();
    await page.getByTestId('signout-confirm').click();

    await page.goto(`${site.url}/agent`);
    await submitLogIn(page, { username: 'agent1', password: 'Agent1234' });
    await page.getByTestId('agent-center').waitFor();
    expect(new URL(page.url()).pathname).toBe('/agentHome');

    const nav = page.getByTestId('agent-nav');
    for (const name of ['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'downlineManagmentView']) {
      expect(await nav.getByTestId(`agent-nav-${name}`).count()).toBe(1);
    }
    // Every agent-centre page of the spec (announcements, overview, register, team, four reports, four
    // contract pages), deposit, withdraw, messages and customer service.
    expect(await nav.locator('[data-testid^="agent-nav-"]').count()).toBe(17);
    for (const name of ['depositv2', 'withdraw', 'messageV2', 'cs']) expect(await nav.getByTestId(`agent-nav-${name}`).count()).toBe(1);
    expect(await page.getByTestId('agent-help-hours').textContent()).toContain('12:00');

    const clock = page.getByTestId('agent-clock');
    expect(await clock.textContent()).toContain('GMT+08:00');
    const before = await clock.locator('time').textContent();
    await expect.poll(() => clock.locator('time').textContent(), { timeout: 3_000 }).not.toBe(before);

    // An address that names no agent page is not found.
    await page.goto(`${site.url}/agentHome/agentNoSuchReport`);
    await page.getByTestId('agent-page-missing').waitFor();
    await nav.getByTestId('agent-nav-agentAnnouncement').click();
    await page.getByTestId('agent-announcements').waitFor();
    await context.close();
  });

  it('copies the member ID from the avatar menu and says so with the copy_success dialog', async () => {
    const { context, page } = await freshPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await logInFromHeader(page);
    await page.getByTestId('account-menu').click();
    const memberId = await page.getByTestId('menu-member-id').textContent();
    await page.getByTestId('menu-copy-id').click();
    const dialog = page.getByTestId('copy-success');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(memberId!);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(memberId);
    // It closes by itself.
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    await context.close();
  });

  it('opens customer service in a 440 by 750 window from the floating buttons', async () => {
    const { context, page } = await freshPage();
    await autoDismissSitePopups(page);
    await page.addInitScript(() => {
      const opened: string[] = [];
      (window as unknown as { openedWindows: string[] }).openedWindows = opened;
      const original = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) => {
        opened.push(`${String(url)}|${features ?? ''}`);
        return original(url, target, features);
      };
    });
    await page.goto(site.url);
    await page.getByTestId('floating-cs-toggle').click();
    const popupPromise = context.waitForEvent('page');
    await page.getByTestId('floating-cs-LIVECHAT').click();
    const chat = await popupPromise;
    const opened = await page.evaluate(() => (window as unknown as { openedWindows: string[] }).openedWindows);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toContain('/helpmc|');
    expect(opened[0]).toContain('width=440');
    expect(opened[0]).toContain('height=750');
    await chat.close();
    // Every channel of the brand is offered.
    await page.getByTestId('floating-cs-toggle').click();
    for (const type of ['LIVECHAT', 'FACEBOOK', 'TELEGRAM']) expect(await page.getByTestId(`floating-cs-${type}`).count()).toBe(1);
    await context.close();
  });

  it('opens the terms for /help#term and shows the help centre page', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${site.url}/help#term`);
    await page.getByTestId('help-dialog').waitFor();
    // The terms are what the disclaimer points to: readable before it is accepted, nothing covers them.
    expect(await page.getByTestId('disclaimer-dialog').count()).toBe(0);
    await page.getByTestId('help-term').waitFor();
    expect(await page.getByTestId('help-tab-rules').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('help-term').textContent()).toContain('Terms and Conditions');
    await page.getByTestId('help-tab-privacy').click();
    await expect.poll(() => new URL(page.url()).hash, SOON).toBe('#privacy');

    await page.goto(`${site.url}/helpmc`);
    await page.getByTestId('help-center-page').waitFor();
    // No hash: the first topic, the terms.
    await page.getByTestId('help-term').waitFor();
    await autoDismissSitePopups(page);
    // The footer lists the brand's help topics and the regulator's legal link.
    expect(await page.getByTestId('footer-help-topics').locator('a').count()).toBeGreaterThanOrEqual(6);
    await page.getByTestId('footer-legal').click();
    await page.getByTestId('legal-dialog').waitFor();
    expect(await page.getByTestId('legal-license-number').textContent()).toBe(DEMO_RESOURCES.licenseNumber);
    await context.close();
  });

  it('shows the region-restriction screen with the visitor IP and customer service', async () => {
    await site.updateSettings((s) => (s.regionRestriction = { enabled: true, mode: 'deny', cidrs: ['127.0.0.0/8', '::1/128'] }));
    try {
      const { context, page } = await freshPage();
      await page.goto(site.url);
      await page.getByTestId('region-screen').waitFor();
      expect(await page.getByTestId('region-ip').textContent()).toContain('127.0.0.1');
      expect(await page.getByTestId('customer-service').isVisible()).toBe(true);
      await context.close();
    } finally {
      await site.updateSettings((s) => (s.regionRestriction = { enabled: false, mode: 'deny', cidrs: [] }));
    }
  });
});
