import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { playerApi } from './support/player-api';
import { autoDismissSitePopups, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';

/** Looked at by hand, not kept in git (.gitignore). */
const screenshots = fileURLToPath(new URL('../test-results', import.meta.url));
const PHONE = { width: 390, height: 844 };
const AGENT = { username: 'agent1', password: 'Agent1234' };
const SOON = { timeout: 15_000 };

/**
 * The agent centre's team pages on the demo brand, whose seed gives agent1 a team of 31 (20
 * members, member01 and member02, and subagent1 with 8 of their own) with two weeks of deposits
 * and rounds: the overview, the team list and its filters, and opening a downline account.
 */
describe.runIf(browserAvailable())("the agent's team in the agent centre", () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function agentPage(options: { language?: 'EN' | 'TY'; phone?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: options.phone ? PHONE : { width: 1280, height: 900 } });
    if (options.language) {
      await context.addInitScript((language) => localStorage.setItem('panalo.language', language), options.language);
    }
    const page = await context.newPage();
    await autoDismissSitePopups(page);
    await page.goto(`${site.url}/agent`);
    await submitLogIn(page, AGENT);
    await page.getByTestId('agent-center').waitFor(SOON);
    return { context, page };
  }

  it('shows the team overview with the numbers of the seeded team and a chart', async () => {
    const { context, page } = await agentPage();
    const nav = page.getByTestId('agent-nav');
    // Only built pages are listed: overview, register centre, team, four contract pages, four reports,
    // deposit, withdraw, messages, customer service.
    expect(await nav.locator('[data-testid^="agent-nav-"]').count()).toBe(17);
    await nav.getByTestId('agent-nav-agentTeamOverview').click();
    await page.getByTestId('team-overview').waitFor(SOON);
    expect(await page.getByTestId('team-size').textContent()).toBe('31');
    // The seed's deposits fall in the last 14 days: this month or last month has them.
    const depositsOf = async (period: string) => {
      await page.getByTestId(`team-period-${period}`).click();
      return (await page.getByTestId('team-deposits').textContent()) ?? '';
    };
    const amounts = [await depositsOf('lastMonth'), await depositsOf('thisMonth')];
    expect(
      amounts.some((text) => /[1-9]/.test(text)),
      amounts.join(' / '),
    ).toBe(true);
    expect(await page.getByTestId('team-chart').locator('li').count()).toBe(14);
    await page.screenshot({ path: `${screenshots}/agent-team-overview.png`, fullPage: true });
    await context.close();
  });

  it('lists the team and filters it by level and type, with a downline summary', async () => {
    const { context, page } = await agentPage();
    await page.getByTestId('agent-nav').getByTestId('agent-nav-downlineManagmentView').click();
    await expect.poll(() => page.getByTestId('team-total').textContent(), SOON).toBe('31 downlines');
    await page.getByTestId('team-level').selectOption('2');
    await page.getByTestId('team-apply').click();
    await expect.poll(() => page.getByTestId('team-total').textContent(), SOON).toBe('8 downlines');
    const accounts = await page.getByTestId('team-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account')));
    expect(accounts.every((account) => account?.startsWith('sub0'))).toBe(true);

    await page.getByTestId('team-level').selectOption('');
    await page.getByTestId('team-kind').selectOption('AGENT');
    await page.getByTestId('team-apply').click();
    await expect.poll(() => page.getByTestId('team-total').textContent(), SOON).toBe('1 downline');
    await page.screenshot({ path: `${screenshots}/agent-team-list.png`, fullPage: true });
    await page.getByTestId('team-view').click();
    const summary = page.getByTestId('downline-summary');
    await summary.waitFor(SOON);
    expect(await summary.textContent()).toContain('subagent1');
    expect(await page.getByTestId('downline-transfer').textContent()).toContain('subagent1');
    await page.keyboard.press('Escape');

    // Last log-in until a day (the day included): of the team only subagent1 has logged in.
    await playerApi(site.url, '/wps/session/login', null, { username: 'subagent1', password: 'Agent1234' });
    await page.getByTestId('team-reset').click();
    await page.getByTestId('team-last-login-to').fill('2000-01-01');
    await page.getByTestId('team-apply').click();
    await page.getByText('No downlines match these filters.').waitFor(SOON);
    await page.getByTestId('team-last-login-to').fill('2100-01-01');
    await page.getByTestId('team-apply').click();
    await expect.poll(() => page.getByTestId('team-total').textContent(), SOON).toBe('1 downline');
    expect(await page.getByTestId('team-row').getAttribute('data-account')).toBe('subagent1');

    await page.getByTestId('team-reset').click();
    await page.getByTestId('team-search').fill('nobody-here');
    await page.getByTestId('team-apply').click();
    await page.getByText('No downlines match these filters.').waitFor(SOON);

    // The demo brand runs all four contract kinds: the row's offer asks which one.
    await page.getByTestId('team-reset').click();
    await page.getByTestId('team-kind').selectOption('AGENT');
    await page.getByTestId('team-apply').click();
    await expect.poll(() => page.getByTestId('team-total').textContent(), SOON).toBe('1 downline');
    await page.getByTestId('team-row').getByTestId('team-offer-contract').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary']);
    await page.getByTestId('team-offer-contract-HOURLY').click();
    await page.getByTestId('contract-offer-form').waitFor(SOON);
    expect(await page.getByTestId('contract-page').getAttribute('data-kind')).toBe('HOURLY');
    await context.close();
  });

  it('registers a downline member who then appears in the team', async () => {
    const { context, page } = await agentPage();
    await page.getByTestId('agent-nav').getByTestId('agent-nav-registerCenter').click();
    await page.getByTestId('register-downline-form').waitFor(SOON);
    await page.getByTestId('register-downline-submit').click();
    await page.getByText('This field is required.').first().waitFor();

    await page.getByTestId('register-downline-username').fill('newteam01');
    await page.getByTestId('register-downline-password').fill('Welcome123');
    await page.getByTestId('register-downline-confirm').fill('Welcome123');
    await page.getByTestId('register-downline-terms').check();
    await page.getByTestId('register-downline-age').check();
    await page.getByTestId('register-downline-submit').click();
    await expect
      .poll(() => page.getByTestId('register-downline-result').textContent(), SOON)
      .toBe('Account newteam01 is open and in your team.');

    await page.getByTestId('register-tab-invite').click();
    await page.getByTestId('invitation-code').waitFor();
    expect(await page.getByTestId('invitation-code').textContent()).toBe('DEMOAGENT');
    expect(await page.getByTestId('invitation-links').getByTestId('qr-code').count()).toBe(5);
    await page.screenshot({ path: `${screenshots}/agent-register-center.png`, fullPage: true });

    await page.getByTestId('agent-nav').getByTestId('agent-nav-downlineManagmentView').click();
    await page.getByTestId('team-search').fill('newteam');
    await page.getByTestId('team-apply').click();
    await expect.poll(() => page.getByTestId('team-total').textContent(), SOON).toBe('1 downline');
    await context.close();
  });

  it('works in Tagalog on a phone: overview, list and the register form with a refusal', async () => {
    const { context, page } = await agentPage({ language: 'TY', phone: true });
    await page.goto(`${site.url}/agentHome/agentTeamOverview`);
    await page.getByTestId('team-overview').waitFor(SOON);
    expect(await page.getByTestId('team-overview').textContent()).toContain('Laki ng team');
    await page.screenshot({ path: `${screenshots}/agent-team-overview-phone-tl.png`, fullPage: true });

    await page.goto(`${site.url}/agentHome/downlineManagmentView`);
    await page.getByTestId('team-table').waitFor(SOON);
    expect(await page.getByTestId('team-total').textContent()).toMatch(/downline$/);
    await page.getByLabel('Huling log-in hanggang').waitFor();
    // The table is a card per downline on a phone: nothing reaches past the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${screenshots}/agent-team-list-phone-tl.png`, fullPage: true });

    await page.goto(`${site.url}/agentHome/registerCenter`);
    await page.getByTestId('register-downline-form').waitFor(SOON);
    await page.getByTestId('register-downline-username').fill('team01');
    await page.getByTestId('register-downline-password').fill('Welcome123');
    await page.getByTestId('register-downline-confirm').fill('Welcome123');
    await page.getByTestId('register-downline-terms').check();
    await page.getByTestId('register-downline-age').check();
    await page.getByTestId('register-downline-submit').click();
    await page.getByText('Nakarehistro na ang username na ito').waitFor(SOON);
    await context.close();
  });
});
