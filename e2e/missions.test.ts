import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInOnPhoneAtHome, memberPage } from './support/shell';
import { startSite, type Site } from './support/site';
import { DEMO_STAFF, staffApiToken } from './support/staff';

/** Pictures of the new screens, to look at after a run (not compared). */
const SHOTS = join(tmpdir(), 'panalo-missions-shots');
const SUPPORT = DEMO_STAFF.support;

/**
 * player1 on the demo brand: the day's log-in mission completes with the log-in and is claimed
 * (the badge goes from 1 to 0 and the balance grows); feedback is refused below the brand's word
 * count, then sent, answered by support staff and read beside it and in the messages. Then the
 * missions, referral and feedback pages in Tagalog on a phone.
 */
describe.runIf(browserAvailable())('missions, referral and feedback in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await memberPage(browser, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('completes the log-in mission, claims it once, and sends feedback that gets a reply (en)', async () => {
    await page.goto(`${site.url}/member/missionLeaderboard`);
    await byTestId('mission-list').waitFor();
    // The badge counts the claimable missions of the day and the week: the log-in one, and any the
    // demo's seeded rounds finished. Claiming one takes it down by one.
    const badge = byTestId('mc-badge-missionLeaderboard');
    await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBeGreaterThan(0);
    const before = Number(await badge.getAttribute('data-count'));
    const mission = page.locator('[data-testid^="mission-"][data-status="CLAIMABLE"]', { hasText: 'Log in today' });
    const balanceBefore = await byTestId('header-balance-value').textContent();
    await mission.getByRole('button', { name: 'Claim' }).click();
    await byTestId('mission-claimed').waitFor();
    expect(await byTestId('mission-claimed').textContent()).toContain('₱5.00');
    await expect
      .poll(() => page.locator('li[data-testid^="mission-"]', { hasText: 'Log in today' }).getAttribute('data-status'))
      .toBe('CLAIMED');
    if (before === 1) await expect.poll(() => byTestId('mc-badge-missionLeaderboard').count()).toBe(0);
    else await expect.poll(() => byTestId('mc-badge-missionLeaderboard').getAttribute('data-count')).toBe(String(before - 1));
    await expect.poll(() => byTestId('header-balance-value').textContent()).not.toBe(balanceBefore);
    await byTestId('mission-leaderboard').getByText('(You)').waitFor();
    await page.screenshot({ path: `${SHOTS}/missions-desktop.png`, fullPage: true });

    await page.goto(`${site.url}/member/feedback`);
    await byTestId('feedback-list').waitFor();
    // The demo's answered feedback is there with its reply.
    await page.getByText('New fishing games arrive next month').waitFor();
    await byTestId('feedback-content').fill('Great');
    await byTestId('feedback-send').click();
    expect(await byTestId('feedback-error').textContent()).toContain('at least 3 words');
    await byTestId('feedback-content').fill('Please add a dark blue theme option');
    await byTestId('feedback-send').click();
    await byTestId('feedback-sent').waitFor();
    const sent = byTestId('feedback-list').locator('li', { hasText: 'dark blue theme' });
    await sent.getByText('Waiting for a reply').waitFor();

    const token = await staffApiToken(site.url, SUPPORT);
    const list = (await (await fetch(`${site.url}/wps/operator/feedback`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      value: { list: { id: number; content: string }[] };
    };
    const entry = list.value.list.find((row) => row.content.includes('dark blue theme'))!;
    const replied = await fetch(`${site.url}/wps/operator/feedback/${entry.id}/reply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reply: 'Noted, thank you! It is on our list.' }),
    });
    expect(replied.status).toBe(200);

    await page.reload();
    await byTestId(`feedback-reply-${entry.id}`).waitFor();
    expect(await byTestId(`feedback-reply-${entry.id}`).textContent()).toContain('It is on our list');
    await page.screenshot({ path: `${SHOTS}/feedback-desktop.png`, fullPage: true });
    await page.goto(`${site.url}/member/messageV2`);
    await page.getByText('Noted, thank you! It is on our list.').first().waitFor();
  });

  it('shows missions, the referral link with its QR code and invited friend, and feedback in Tagalog on a phone', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript(() => localStorage.setItem('panalo.language', 'TY'));
    await autoDismissSitePopups(phone);
    await logInOnPhoneAtHome(phone, site.url);

    await phone.goto(`${site.url}/member/missionLeaderboard`);
    await phone.getByRole('heading', { name: 'Mga misyon' }).waitFor();
    await phone.getByTestId('mission-period-WEEKLY').click();
    await phone.getByText('Mag-log in sa 3 araw').waitFor();
    await phone.screenshot({ path: `${SHOTS}/missions-phone-tl.png`, fullPage: true });

    await phone.goto(`${site.url}/member/referral`);
    await phone.getByRole('heading', { name: 'Mag-imbita ng kaibigan' }).waitFor();
    const code = await phone.getByTestId('referral-code').textContent();
    expect(await phone.getByTestId('qr-code').getAttribute('data-value')).toBe(`${site.url}/register?referralCode=${code}`);
    await phone.getByTestId('referral-friends').getByText('fr****1').waitFor();
    await phone.getByTestId('referral-friends').getByText('Nakarehistro').waitFor();
    await phone.screenshot({ path: `${SHOTS}/referral-phone-tl.png`, fullPage: true });

    await phone.goto(`${site.url}/member/feedback`);
    await phone.getByTestId('feedback-list').waitFor();
    await phone.getByTestId('feedback-content').fill('Salamat');
    await phone.getByTestId('feedback-send').click();
    expect(await phone.getByTestId('feedback-error').textContent()).toContain('hindi bababa sa 3 na salita');
    await phone.getByText('Ang aming sagot').first().waitFor();
    await phone.screenshot({ path: `${SHOTS}/feedback-phone-tl.png`, fullPage: true });
    await phone.close();
  });
});
