import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInOnPhoneAtHome, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';

const PHONE = { width: 390, height: 844 };

/** The member-centre and agent-centre pages of spec 000 section 2, by their spec names. */
const MEMBER_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'feedback',
];
const AGENT_CENTER_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'depositv2',
  'withdraw',
  'messageV2',
];

/**
 * The shell on a 390 px phone (spec 000 section 2): the logged-in header keeps deposit, withdraw
 * and the notice bell, and no member-centre or agent-centre page is wider than the screen.
 */
describe.runIf(browserAvailable())('the shell on a phone', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** How far the page reaches sideways: more than the viewport means the page pans into blank space. */
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    await site.updateSettings((settings) => {
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows deposit, withdraw and the notice bell in the header', async () => {
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    await autoDismissSitePopups(page);
    await logInOnPhoneAtHome(page, site.url);
    for (const id of ['header-deposit', 'header-withdraw', 'header-bell']) {
      await expect.poll(() => page.getByTestId(id).first().isVisible(), { timeout: 10_000 }).toBe(true);
    }
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('header-deposit').first().click();
    await page.waitForURL(/\/member\/depositv2$/);
  });

  it('fits every member-centre page in the phone width', async () => {
    const wide: string[] = [];
    for (const name of ['', ...MEMBER_CENTER_PAGES]) {
      await page.goto(`${site.url}/member${name ? `/${name}` : ''}`);
      await page.locator('.member-center__content').waitFor();
      await page.waitForLoadState('networkidle');
      const width = await pageWidth();
      if (width > PHONE.width) wide.push(`${name || 'member'}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it('fits every agent-centre page in the phone width', async () => {
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    await autoDismissSitePopups(page);
    await page.goto(`${site.url}/agent`);
    await submitLogIn(page, { username: 'agent1', password: 'Agent1234' });
    await page.waitForURL(/\/agentHome/);
    const wide: string[] = [];
    for (const name of ['', ...AGENT_CENTER_PAGES]) {
      await page.goto(`${site.url}/agentHome${name ? `/${name}` : ''}`);
      await page.waitForLoadState('networkidle');
      const width = await pageWidth();
      if (width > PHONE.width) wide.push(`${name || 'agentHome'}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});
