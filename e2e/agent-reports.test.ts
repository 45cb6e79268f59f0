import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';

/** Looked at by hand, not kept in git (.gitignore). */
const screenshots = fileURLToPath(new URL('../test-results', import.meta.url));
const PHONE = { width: 390, height: 844 };
const AGENT = { username: 'agent1', password: 'Agent1234' };
/** Holds the demo contracts agent1 gave, paid over the seeded rounds. */
const SUB_AGENT = { username: 'subagent1', password: 'Agent1234' };
const SOON = { timeout: 15_000 };
const DAY = 24 * 60 * 60_000;
const REPORTS = [
  ['personalHistoryCopy', 'report-team-betting'],
  ['palStatementsAgentCopy', 'report-profit-loss'],
  ['agentRevenueReport', 'report-income'],
  ['agentDownlineTransactionDetailsCopy', 'report-downline-transactions'],
] as const;

/**
 * The agent centre on the demo brand as agent1 sees it: every page of the left navigation opens a
 * built page in both languages, each report shows the seeded team's figures over 30 days, narrows
 * to one downline's branch and exports the same query as CSV.
 */
describe.runIf(browserAvailable())('the agent reports in the agent centre', () => {
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

  async function agentPage(
    options: { language?: 'EN' | 'TY'; phone?: boolean; light?: boolean; user?: typeof AGENT; timezoneId?: string } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport: options.phone ? PHONE : { width: 1280, height: 900 },
      acceptDownloads: true,
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    });
    if (options.language) {
      await context.addInitScript((language) => localStorage.setItem('panalo.language', language), options.language);
    }
    if (options.light) await context.addInitScript(() => localStorage.setItem('panalo.theme', 'light'));
    const page = await context.newPage();
    await autoDismissSitePopups(page);
    await page.goto(`${site.url}/agent`);
    await submitLogIn(page, options.user ?? AGENT);
    await page.getByTestId('agent-center').waitFor(SOON);
    return { context, page };
  }

  for (const language of ['EN', 'TY'] as const) {
    it(`opens every page of the left navigation (${language})`, async () => {
      const { context, page } = await agentPage({ language });
      const nav = page.getByTestId('agent-nav');
      const links = await nav
        .locator('a[data-testid^="agent-nav-"]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
      expect(links.length).toBeGreaterThanOrEqual(12);
      for (const href of links) {
        await page.goto(`${site.url}${href}`);
        await page.getByTestId('agent-center').waitFor(SOON);
        await page.locator('h1').first().waitFor(SOON);
        expect(await page.getByTestId('agent-page-missing').count(), href!).toBe(0);
        expect((await page.locator('main').textContent())?.toLowerCase(), href!).not.toContain('coming soon');
      }
      await context.close();
    });
  }

  it('shows figures on every report over 30 days, desktop and phone (Tagalog, light theme)', async () => {
    for (const phone of [false, true]) {
      const { context, page } = await agentPage({ language: phone ? 'TY' : 'EN', phone, light: phone });
      for (const [name, testId] of REPORTS) {
        await page.goto(`${site.url}/agentHome/${name}`);
        const report = page.getByTestId(testId);
        await report.waitFor(SOON);
        // The 30-day preset (the second option, in either language).
        await report.locator('.segmented__option').nth(1).click();
        await expect.poll(() => report.locator('.segmented__option').nth(1).getAttribute('aria-pressed'), SOON).toBe('true');
        await expect.poll(() => report.getByTestId('report-row').count(), SOON).toBeGreaterThan(0);
        await page.screenshot({ path: `${screenshots}/agent-${name}${phone ? '-phone' : ''}.png`, fullPage: true });
      }
      await context.close();
    }
  });

  it("counts a report's presets in the brand's days, not the browser's (English and Tagalog)", async () => {
    // A brand at GMT+14 and a browser at GMT-12: 26 hours apart, so their todays always differ.
    const brandOffset = 14 * 60;
    const brandDay = (daysAgo: number) => new Date(Date.now() + brandOffset * 60_000 - daysAgo * DAY).toISOString().slice(0, 10);
    let before = 0;
    await site.updateSettings((settings) => {
      before = settings.gmtOffsetMinutes;
      settings.gmtOffsetMinutes = brandOffset;
    });
    try {
      for (const language of ['EN', 'TY'] as const) {
        const { context, page } = await agentPage({ language, timezoneId: 'Etc/GMT+12' });
        const browserToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
        expect(browserToday).not.toBe(brandDay(0));
        const asked = (url: string) => new URL(url).searchParams;
        const firstAsk = page.waitForRequest((request) => request.url().includes('/wps/agent/reports/team-betting?'));
        await page.goto(`${site.url}/agentHome/personalHistoryCopy`);
        const report = page.getByTestId('report-team-betting');
        await report.waitFor(SOON);
        const first = asked((await firstAsk).url());
        expect([first.get('from'), first.get('to')]).toEqual([brandDay(6), brandDay(0)]);
        expect(await report.getByTestId('range-to').getAttribute('datetime')).toBe(brandDay(0));
        expect(await report.getByTestId('range-from').getAttribute('datetime')).toBe(brandDay(6));
        expect(await report.getByTestId('range-next').isDisabled()).toBe(true);
        await page.screenshot({ path: `${screenshots}/agent-report-brand-day-${language}.png`, fullPage: true });
        // The previous 7 days end the brand day before the range.
        const backAsk = page.waitForRequest((request) => request.url().includes('/wps/agent/reports/team-betting?'));
        await report.getByTestId('range-previous').click();
        const back = asked((await backAsk).url());
        expect([back.get('from'), back.get('to')]).toEqual([brandDay(13), brandDay(7)]);
        expect(await report.getByTestId('range-next').isDisabled()).toBe(false);
        await context.close();
      }
    } finally {
      await site.updateSettings((settings) => {
        settings.gmtOffsetMinutes = before;
      });
    }
  });

  it('lists team betting branches first, opens a branch and steps back, with a totals row', async () => {
    const { context, page } = await agentPage();
    await page.goto(`${site.url}/agentHome/personalHistoryCopy`);
    const report = page.getByTestId('report-team-betting');
    await report.waitFor(SOON);
    await report.getByRole('button', { name: '30 days' }).click();
    await expect.poll(() => report.getByTestId('report-row').count(), SOON).toBeGreaterThan(0);
    await report.getByTestId('report-total-row').waitFor(SOON);
    // Whole team: a row per direct downline and their team; subagent1's branch opens from the keyboard.
    const open = report.getByRole('button', { name: 'Open the branch of subagent1' }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    const current = report.getByTestId('report-trail-current');
    await expect.poll(() => current.textContent(), SOON).toBe('subagent1');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), SOON).toBe('report-trail-current');
    await expect
      .poll(async () => {
        const accounts = await report.getByTestId('report-row').locator('td:first-child strong').allTextContents();
        return accounts.length > 0 && accounts.every((account) => account.startsWith('sub'));
      }, SOON)
      .toBe(true);
    await page.screenshot({ path: `${screenshots}/agent-team-betting-branch.png`, fullPage: true });
    // Back to the whole team through the path.
    await report.getByTestId('report-trail').getByRole('button', { name: 'Whole team' }).click();
    await expect.poll(() => current.textContent(), SOON).toBe('Whole team');
    await expect
      .poll(
        async () => (await report.getByTestId('report-row').locator('td:first-child strong').allTextContents()).includes('subagent1'),
        SOON,
      )
      .toBe(true);
    await context.close();
  });

  it('narrows team betting to a branch and exports the same query as CSV', async () => {
    const { context, page } = await agentPage();
    await page.goto(`${site.url}/agentHome/personalHistoryCopy`);
    const report = page.getByTestId('report-team-betting');
    await report.waitFor(SOON);
    await report.getByRole('button', { name: '30 days' }).click();
    await expect.poll(() => report.getByTestId('report-row').count(), SOON).toBeGreaterThan(0);
    await report.getByTestId('report-downline').fill('subagent1');
    await report.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(async () => {
        const accounts = await report.getByTestId('report-row').locator('td:first-child').allTextContents();
        return accounts.length > 0 && accounts.every((account) => account.startsWith('sub'));
      }, SOON)
      .toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), report.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^team-betting-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('account,level,kind,gameType,betCount,validBet,payout,winLoss');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.startsWith('sub'))).toBe(true);

    await report.getByTestId('report-downline').fill('nobody99');
    await report.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => report.getByRole('alert').count(), SOON).toBeGreaterThan(0);
    await context.close();
  });

  it('filters team betting and user loss by provider and gives a row per provider (English desktop, Tagalog phone)', async () => {
    for (const phone of [false, true]) {
      const { context, page } = await agentPage({ language: phone ? 'TY' : 'EN', phone });
      for (const [name, testId] of [
        ['personalHistoryCopy', 'report-team-betting'],
        ['palStatementsAgentCopy', 'report-profit-loss'],
      ] as const) {
        await page.goto(`${site.url}/agentHome/${name}`);
        const report = page.getByTestId(testId);
        await report.waitFor(SOON);
        await report.locator('.segmented__option').nth(1).click();
        await expect.poll(() => report.getByTestId('report-row').count(), SOON).toBeGreaterThan(0);
        // A row per provider: the provider column appears.
        const headers = () => report.locator('thead th').count();
        const before = await headers();
        await report.getByTestId('report-by-vendor').check();
        await expect.poll(headers, SOON).toBe(before + 1);
        await expect.poll(() => report.getByTestId('report-row').count(), SOON).toBeGreaterThan(0);
        // One provider: every row is that provider's.
        const select = report.getByTestId('report-vendor');
        const providers = await select
          .locator('option')
          .evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, option.textContent ?? '']));
        expect(providers.length).toBeGreaterThan(1);
        const [code, providerName] = providers[1]!;
        await select.selectOption(code!);
        await expect
          .poll(async () => {
            const cells = await report.getByTestId('report-row').locator(`td:nth-child(3)`).allTextContents();
            return cells.every((cell) => cell === providerName);
          }, SOON)
          .toBe(true);
        await select.selectOption('');
        await expect.poll(() => report.getByTestId('report-row').count(), SOON).toBeGreaterThan(0);
        await page.screenshot({ path: `${screenshots}/agent-${name}-by-vendor${phone ? '-phone' : ''}.png`, fullPage: true });
      }
      await context.close();
    }
  });

  it("splits a sub-agent's income by the contract that paid it", async () => {
    const { context, page } = await agentPage({ user: SUB_AGENT });
    await page.goto(`${site.url}/agentHome/agentRevenueReport`);
    const report = page.getByTestId('report-income');
    await report.waitFor(SOON);
    await report.locator('.segmented__option').nth(1).click();
    const byKind = report.getByTestId('contract-income');
    await byKind.waitFor(SOON);
    const daily = byKind.getByTestId('contract-income-DAILY').locator('dd');
    await expect.poll(async () => Number((await daily.textContent())?.replace(/[^\d.]/g, '')), SOON).toBeGreaterThan(0);
    await page.screenshot({ path: `${screenshots}/agent-income-by-contract.png`, fullPage: true });
    await context.close();
  });
});
