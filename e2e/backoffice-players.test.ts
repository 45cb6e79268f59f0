import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';
import { unusedAuthenticatorCode, DEMO_STAFF, signInToBackOffice, staffPage } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** Two demo staff members (README): finance asks, the brand admin approves. */
const { finance: FINANCE, support: SUPPORT, risk: RISK, owner: OWNER, admin: ADMIN, agents: AGENTS } = DEMO_STAFF;
const REASON = 'Refund of a round lost to a dropped connection';

describe.runIf(browserAvailable())('players and four-eyes adjustments in the back office', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('finance asks for an adjustment on a player page; a second staff member approves it; the balance moves once', async () => {
    const finance = await staffPage(browser, site.url, FINANCE);
    await finance.getByRole('link', { name: 'Players', exact: true }).click();
    await finance.getByRole('searchbox', { name: 'Search' }).fill('player1');
    await finance.getByRole('button', { name: 'Find' }).click();
    await finance.getByRole('link', { name: 'player1', exact: true }).click();
    await finance.getByRole('heading', { name: 'player1' }).waitFor();
    const balance = finance.getByTestId('player-main-balance');
    expect(await balance.textContent()).toContain('5,000.00');
    await finance.screenshot({ path: `${screenshots}/backoffice-player-page.png`, fullPage: true });

    await finance.getByRole('spinbutton', { name: 'Amount (₱)' }).fill('250');
    await finance.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await finance.getByRole('button', { name: 'Request adjustment' }).click();
    await finance.getByRole('status').filter({ hasText: 'A second staff member must approve it.' }).waitFor();
    const request = finance.getByRole('listitem').filter({ hasText: REASON });
    await request.waitFor();
    expect(await balance.textContent()).toContain('5,000.00');

    // The requester cannot approve their own request (approving is confirmed in a dialog first).
    await request.getByRole('button', { name: 'Approve' }).click();
    await finance.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await finance.getByRole('alert').filter({ hasText: 'A second staff member must approve this request' }).waitFor();
    expect(await request.textContent()).toContain('Waiting');

    const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInToBackOffice(admin, site.url, ADMIN);
    await admin.getByRole('link', { name: 'Approvals', exact: true }).click();
    await admin.getByRole('heading', { name: 'Approvals (four eyes)' }).waitFor();
    const waiting = admin.getByRole('listitem').filter({ hasText: REASON });
    await waiting.waitFor();
    // The demo's own waiting requests are in the queue too: an adjustment, and a promotion grant above the four-eyes amount.
    await admin.getByRole('listitem').filter({ hasText: 'dropped connection' }).first().waitFor();
    const grant = admin.getByRole('listitem').filter({ hasText: 'Loyalty: a year of play' });
    expect(await grant.textContent()).toContain('Promotion grant · member01');
    expect(await grant.textContent()).toContain('Promotion: Welcome gift');
    expect(await grant.textContent()).toContain('8,000.00');
    await admin.screenshot({ path: `${screenshots}/backoffice-approvals-phone.png`, fullPage: true });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await waiting.waitFor({ state: 'detached' });

    await finance.reload();
    await expect.poll(() => balance.textContent()).toContain('5,250.00');
    expect(await finance.getByRole('listitem').filter({ hasText: REASON }).textContent()).toContain('Approved');
    await finance.getByRole('cell', { name: REASON }).first().waitFor();

    const postings = await site.app.ctx.db
      .selectFrom('ledger_postings')
      .select(['event', 'detail'])
      .where('event', '=', 'ADJUSTMENT')
      .execute();
    expect(postings).toEqual([{ event: 'ADJUSTMENT', detail: REASON }]);
  });

  it('shows withdrawal risk hints, deposits and players; a player page on a phone in Tagalog and the light theme', async () => {
    // Two members with the same payout account ask for withdrawals: the hints name each other.
    const call = async <T>(path: string, token: string | null, body?: unknown): Promise<T> => {
      const response = await fetch(`${site.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { success: boolean; value: T; message?: string };
      if (!json.success) throw new Error(`${path}: ${json.message}`);
      return json.value;
    };
    for (const [username, password] of [
      ['player1', 'Player1234'],
      ['member01', 'Member1234'],
    ] as const) {
      const { token } = await call<{ token: string }>('/wps/session/login', null, { username, password });
      await call('/wps/v2/member/paymentPassword', token, { loginPassword: password, newPassword: '123456', confirmPassword: '123456' });
      const account = await call<{ id: number }>('/wps/v2/withdraw/accounts', token, {
        kind: 'EWALLET',
        provider: 'GCash',
        accountName: 'Shared Wallet',
        accountNumber: '0917 000 1111',
      });
      await call('/wps/v2/withdraw', token, { amount: 20_000, payoutAccountId: account.id, paymentPassword: '123456' });
      // And a bank transfer the gateway has not confirmed yet: the deposits list has one waiting.
      const channels = await call<{ id: number; code: string }[]>('/wps/v2/deposit/channels', token);
      await call('/wps/v2/deposit', token, { channelId: channels.find((channel) => channel.code === 'INSTAPAY')!.id, amount: 30_000 });
    }

    const desk = await staffPage(browser, site.url, SUPPORT);
    await desk.getByRole('link', { name: 'Withdrawals', exact: true }).click();
    await desk.getByText('Same payout account as member01').waitFor();
    await desk.getByText('Same payout account as player1').waitFor();
    await desk.screenshot({ path: `${screenshots}/backoffice-withdrawal-risk.png`, fullPage: true });
    await desk.getByRole('link', { name: 'Deposits', exact: true }).click();
    await desk.getByRole('heading', { name: 'Deposits' }).waitFor();
    await desk.getByRole('table').getByRole('row').nth(1).waitFor();
    await desk.screenshot({ path: `${screenshots}/backoffice-deposits.png` });
    await desk.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    await desk.getByRole('heading', { name: 'Gateway callbacks' }).waitFor();
    await desk.screenshot({ path: `${screenshots}/backoffice-deposit-detail.png`, fullPage: true });
    // Support sees players and may lock them, but cannot ask for money to move.
    await desk.getByRole('link', { name: 'Players', exact: true }).click();
    await desk.getByRole('table').getByRole('row').nth(1).waitFor();
    await desk.screenshot({ path: `${screenshots}/backoffice-players.png` });
    expect(await desk.getByRole('link', { name: 'Approvals', exact: true }).count()).toBe(0);

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`${site.url}/bo/`);
    await phone.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await phone.getByRole('button', { name: 'Maliwanag na tema' }).click();
    // Another staff member: a code is taken once, and support1's was just used on the desk.
    await phone.getByLabel('Username', { exact: true }).fill(RISK.username);
    await phone.getByLabel('Password', { exact: true }).fill(RISK.password);
    await phone.getByRole('button', { name: 'Magpatuloy' }).click();
    const code = await unusedAuthenticatorCode(RISK.secret);
    await phone.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await phone.getByRole('button', { name: 'Mag-sign in', exact: true }).click();
    await phone.getByRole('link', { name: 'Mga manlalaro', exact: true }).click();
    await phone.getByRole('searchbox').fill('member01');
    await phone.getByRole('button', { name: 'Hanapin' }).click();
    await phone.getByRole('link', { name: 'member01', exact: true }).click();
    await phone.getByRole('button', { name: 'I-lock ang account' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Humiling ng adjustment' }).count()).toBe(0);
    await phone.screenshot({ path: `${screenshots}/backoffice-player-phone-light-tl.png`, fullPage: true });
  });

  it('staff add a note and tags on a player page, send a reset link, and find the player by tag', async () => {
    // An address to send the reset link to (the demo player has none).
    await site.app.ctx.db.updateTable('members').set({ email: 'player1@example.com' }).where('username', '=', 'player1').execute();
    const owner = await staffPage(browser, site.url, OWNER);
    await owner.getByRole('link', { name: 'Players', exact: true }).click();
    await owner.getByRole('searchbox', { name: 'Search' }).fill('player1');
    await owner.getByRole('button', { name: 'Find' }).click();
    await owner.getByRole('link', { name: 'player1', exact: true }).click();
    await owner.getByRole('heading', { name: 'player1' }).waitFor();

    await owner.getByRole('textbox', { name: 'New note' }).fill('Asked by phone about the bonus rules; explained the turnover.');
    await owner.getByRole('button', { name: 'Add note' }).click();
    await owner.getByTestId('player-notes').getByText('Asked by phone about the bonus rules').waitFor();
    expect(await owner.getByTestId('player-notes').textContent()).toContain('owner1');

    await owner.getByRole('textbox', { name: /^Tags/ }).fill('VIP, high-roller');
    await owner.getByRole('button', { name: 'Save tags' }).click();
    await owner.getByRole('status').filter({ hasText: 'Tags saved.' }).waitFor();
    await owner.getByTestId('player-tags').getByText('high-roller').waitFor();
    expect(await owner.getByTestId('player-tags').textContent()).toContain('vip');
    await owner.getByRole('button', { name: 'E-mail a link to pl•••@example.com' }).click();
    await owner.getByRole('status').filter({ hasText: 'Sent to pl•••@example.com' }).waitFor();
    await owner.getByRole('heading', { name: 'Bets' }).waitFor();
    await owner.screenshot({ path: `${screenshots}/backoffice-player-notes-tags.png`, fullPage: true });

    await owner.getByRole('link', { name: 'Players', exact: true }).first().click();
    await owner.getByRole('searchbox', { name: 'Search' }).fill('');
    await owner.getByRole('textbox', { name: 'Tag' }).fill('vip');
    await owner.getByRole('button', { name: 'Find' }).click();
    await owner.getByRole('link', { name: 'player1', exact: true }).waitFor();
    await expect.poll(() => owner.getByRole('table').getByRole('row').count()).toBe(2);
  });

  it('an agent manager moves a member under another agent, and is told why a loop is refused', async () => {
    const page = await staffPage(browser, site.url, AGENTS);
    const open = async (username: string) => {
      await page.getByRole('link', { name: 'Players', exact: true }).first().click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(username);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('link', { name: username, exact: true }).click();
      await page.getByRole('heading', { name: username }).waitFor();
    };
    await open('team01');
    expect(await page.getByTestId('player-upline').textContent()).toBe('Under agent agent1');
    await page.getByRole('textbox', { name: 'Move under agent (username)' }).fill('subagent1');
    await page.getByRole('button', { name: 'Change agent' }).click();
    await page.getByRole('status').filter({ hasText: 'Moved under subagent1.' }).waitFor();
    await expect.poll(() => page.getByTestId('player-upline').textContent()).toBe('Under agent subagent1');
    await page.screenshot({ path: `${screenshots}/backoffice-change-agent.png`, fullPage: true });

    // agent1 under its own sub-agent would make a loop.
    await open('agent1');
    await page.getByRole('textbox', { name: 'Move under agent (username)' }).fill('subagent1');
    await page.getByRole('button', { name: 'Change agent' }).click();
    await page.getByRole('alert').filter({ hasText: 'A player cannot be placed under themselves or anyone in their own team' }).waitFor();
    expect(await page.getByTestId('player-upline').textContent()).toBe('No agent: a direct player of the brand');
  });
});
