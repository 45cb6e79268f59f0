import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runSettlement } from '@panalo/server/modules/agent-contract/settlement';
import { betPlaced } from '@panalo/server/modules/ledger/ledger';
import { DEMO_BRAND } from '@panalo/server/seed/demo-seed';
import { browserAvailable, launchBrowser } from './support/browser';
import { minorOf } from './support/money';
import { autoDismissSitePopups, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';

/** Looked at by hand, not kept in git (.gitignore). */
const screenshots = fileURLToPath(new URL('../test-results', import.meta.url));
const PHONE = { width: 390, height: 844 };
const SOON = { timeout: 15_000 };
const HOUR = 60 * 60_000;

/** A clock the test moves forward, so the settlement windows close without waiting. */
class MovableClock {
  private offset = 0;
  now = () => Date.now() + this.offset;
  advance(ms: number) {
    this.offset += ms;
  }
}

/**
 * A daily salary contract from offer to payment in the browser: agent1 offers subagent1 a new
 * contract from the team list's row (the form shows how much of agent1's rate an hourly offer
 * waiting for subagent1 leaves), subagent1 accepts it in the popup after log-in, the team bets,
 * the day closes and the settlement runs; the payment shows on subagent1's daily wages page, as the
 * day's salary in "my income", and in the header's balance.
 */
describe.runIf(browserAvailable())('agent contracts in the agent centre', () => {
  const clock = new MovableClock();
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({
      clock,
      env: { CONTRACT_SETTLEMENT_CRON: '', SESSION_ABSOLUTE_HOURS: '72', SESSION_IDLE_MINUTES: '4000' },
      // Only daily salary is settled here (the hourly offer is withdrawn unanswered), so the balance moves by its payment alone.
      brand: (merchant) => {
        merchant.settings.agentContracts = { DIVIDEND: false, DAILY: true, HOURLY: true, REALTIME: false };
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function agentPage(username: string, phone = false, lightTagalog = false): Promise<Page> {
    const context = await browser.newContext({ viewport: phone ? PHONE : { width: 1280, height: 900 } });
    if (lightTagalog) {
      await context.addInitScript(() => {
        localStorage.setItem('panalo.language', 'TY');
        localStorage.setItem('panalo.theme', 'light');
      });
    }
    const page = await context.newPage();
    await autoDismissSitePopups(page);
    await page.goto(`${site.url}/agent`);
    await submitLogIn(page, { username, password: 'Agent1234' });
    await page.getByTestId('agent-center').waitFor(SOON);
    return page;
  }

  /** A call of agent1's through the API. */
  async function agent1Call(method: 'GET' | 'POST', path: string, payload?: object): Promise<{ id: number }> {
    const host = new URL(site.url).host;
    const login = await site.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host },
      payload: { username: 'agent1', password: 'Agent1234' },
    });
    const headers = { host, authorization: `Bearer ${login.json().value.token as string}` };
    const answer = await site.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().value as { id: number };
  }

  it('offers, accepts in the popup, settles and shows the payment', async () => {
    // An hourly salary offer of 0.50% waits for subagent1: of agent1's 2.00%, 1.50% is left for a daily salary.
    const hourly = await agent1Call('POST', '/wps/agent/contract/offer', {
      kind: 'HOURLY',
      account: 'subagent1',
      terms: { tiers: [{ rateBp: 50 }] },
    });
    const agent = await agentPage('agent1');
    await agent.getByTestId('agent-nav').getByTestId('agent-nav-downlineManagmentView').click();
    await agent.getByTestId('team-kind').selectOption('AGENT');
    await agent.getByTestId('team-apply').click();
    const row = agent.locator('[data-testid="team-row"][data-account="subagent1"]');
    await row.getByTestId('team-offer-contract').click();
    await agent.getByTestId('team-offer-contract-DAILY').click();
    const form = agent.getByTestId('contract-offer-form');
    await form.waitFor(SOON);
    expect(await form.getByTestId('contract-room').textContent()).toBe(
      'You can offer subagent1 up to 1.50% for this kind: their other contracts from you use 0.50% of your rate.',
    );
    await form.locator('input[name="rate0"]').fill('1.2');
    await agent.screenshot({ path: `${screenshots}/contract-offer-form.png` });
    await form.getByTestId('contract-send').click();
    await form.waitFor({ state: 'detached', ...SOON });
    const offered = agent.locator('[data-testid="contract-offered-row"][data-account="subagent1"]').first();
    await expect.poll(() => offered.textContent(), SOON).toContain('Waiting for answer');
    await agent.screenshot({ path: `${screenshots}/contract-page-agent.png`, fullPage: true });
    await agent.context().close();
    await agent1Call('POST', `/wps/agent/contract/${hourly.id}/terminate`);

    const sub = await agentPage('subagent1');
    const popup = sub.getByTestId('contract-popup');
    await popup.waitFor(SOON);
    expect(await popup.textContent()).toContain('1.20%');
    await sub.screenshot({ path: `${screenshots}/contract-popup.png` });
    await popup.getByTestId('contract-accept').click();
    await popup.waitFor({ state: 'detached', ...SOON });
    // subagent1's balance as their header shows it, before the settlement.
    const balance = sub.getByTestId('header-balance-value');
    await balance.waitFor(SOON);
    const before = minorOf(await balance.textContent());

    // The team bets under the new contract, then the brand's day closes and the settlement runs.
    const ctx = site.app.ctx;
    const merchant = (await ctx.merchants.byCode(DEMO_BRAND))!;
    const player = await ctx.db.selectFrom('members').select('id').where('username', '=', 'sub01').executeTakeFirstOrThrow();
    const game = await ctx.db.selectFrom('games').select('id').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const book = { merchantId: merchant.id, currency: merchant.settings.currency };
    await ctx.money.run((work) =>
      betPlaced(work, { book, memberId: player.id, amount: 1_000, reference: 'e2e-contract-bet', gameId: game.id, now: clock.now() }),
    );
    clock.advance(25 * HOUR);
    const run = await runSettlement(ctx);
    expect(run?.payments).toBe(1);
    const paid = run!.amount;
    expect(paid).toBeGreaterThan(0);
    // The payment reaches the open page through the socket's balance push.
    await expect.poll(async () => minorOf(await balance.textContent()), SOON).toBe(before + paid);

    await sub.getByTestId('agent-nav').getByTestId('agent-nav-agentDailyWages2').click();
    const line = sub.getByTestId('contract-statement').getByTestId('contract-line').first();
    await line.waitFor(SOON);
    expect(minorOf(await line.getByTestId('contract-line-amount').textContent())).toBe(paid);
    await line.locator('summary').click();
    expect(await line.textContent()).toContain('1.20%');
    await sub.screenshot({ path: `${screenshots}/contract-page-downline.png`, fullPage: true });

    // "My income" lists the payment as the salary of the day it was paid, a brand day of the moved
    // clock: the browser's clock moves with it, so the report's last 7 days end on that day.
    await sub.clock.setSystemTime(clock.now());
    const payDay = new Date(clock.now() + merchant.settings.gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
    await sub.getByTestId('agent-nav').getByTestId('agent-nav-agentRevenueReport').click();
    const dayRow = sub
      .getByTestId('income-table')
      .getByTestId('report-row')
      .filter({ has: sub.locator(`time[datetime="${payDay}"]`) });
    const salary = dayRow.locator('td[data-label="Salary"]');
    await salary.waitFor(SOON);
    expect(minorOf(await salary.textContent())).toBe(paid);
    expect(minorOf(await balance.textContent())).toBe(before + paid);
    await sub.screenshot({ path: `${screenshots}/contract-income-downline.png`, fullPage: true });
    await sub.context().close();

    const phone = await agentPage('subagent1', true, true);
    await phone.goto(`${site.url}/agentHome/agentDailyWages2`);
    await phone.getByTestId('contract-page').waitFor(SOON);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await phone.getByTestId('contract-mine').textContent()).toContain('Aking kontrata');
    await phone.getByTestId('contract-offer-open').click();
    await phone.getByTestId('contract-offer-form').waitFor(SOON);
    await phone.screenshot({ path: `${screenshots}/contract-offer-phone-light-tl.png` });
    await phone.keyboard.press('Escape');
    await phone.screenshot({ path: `${screenshots}/contract-page-phone-light-tl.png`, fullPage: true });
    await phone.context().close();
  });
});
