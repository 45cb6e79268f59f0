import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInOnPhoneAtHome, memberPage } from './support/shell';
import { startSite, type Site } from './support/site';

/** Pictures of the raffle and rebate screens, to look at after a run (not compared). */
const SHOTS = join(tmpdir(), 'panalo-raffle-shots');

/**
 * player1 on the demo brand: sees the open raffle with their tickets and the committed seed hash,
 * last week's drawn raffle with its winners and revealed seed, and claims yesterday's rebate from
 * the rebate promotion. Then the same in Tagalog on a phone in the light theme.
 */
describe.runIf(browserAvailable())('raffle and rebate promotions in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);
  const cards = (kind: string) => page.locator(`[data-kind="${kind}"]`);

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

  it('shows the raffles with tickets, winners and seeds, and claims the rebate (en)', async () => {
    await page.goto(`${site.url}/promotions`);
    await byTestId('promotion-cards').waitFor();
    await byTestId('promo-filter-RAFFLE').click();
    await expect.poll(() => cards('RAFFLE').count()).toBe(2);
    expect(await byTestId('promotion-cards').locator('li').count()).toBe(2);

    // The open raffle: player1's seven tickets (₱300 deposited; ₱1,000 turnover seeded and the demo's ₱1,000 slot round), the hash but no seed yet.
    const open = cards('RAFFLE').filter({ hasText: 'Weekly lucky draw' });
    await open.getByText('Joined').waitFor();
    await open.getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => byTestId('raffle-my-tickets').textContent()).toBe('7');
    await page.getByText('Provably fair draw').click();
    expect(await byTestId('raffle-seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await byTestId('raffle-server-seed').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/raffle-open-desktop.png` });
    await page.keyboard.press('Escape');

    // Last week's raffle: drawn, two winners (two members held tickets), the seed revealed.
    const drawn = cards('RAFFLE').filter({ hasText: "Last week's lucky draw" });
    await drawn.getByRole('button', { name: 'Details' }).click();
    await byTestId('raffle-winners').waitFor();
    expect(await byTestId('raffle-winners').locator('tbody tr').count()).toBe(2);
    await page.getByText('Provably fair draw').click();
    expect(await byTestId('raffle-server-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await page.screenshot({ path: `${SHOTS}/raffle-drawn-desktop.png` });
    await page.keyboard.press('Escape');

    // The rebate: yesterday's ₱25.00 waits; claiming it pays main at once (no wagering).
    await byTestId('promo-filter-REBATE').click();
    await expect.poll(() => cards('REBATE').count()).toBe(1);
    await cards('REBATE').getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => byTestId('rebate-due').textContent()).toBe('₱25.00');
    await page.screenshot({ path: `${SHOTS}/rebate-desktop.png` });
    await page.keyboard.press('Escape');
    const before = await byTestId('header-balance-value').textContent();
    await cards('REBATE').getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => cards('REBATE').getByText('Claimed').count()).toBe(1);
    await expect.poll(() => byTestId('header-balance-value').textContent()).not.toBe(before);
  });

  it('shows the drawn raffle in Tagalog on a phone, in the light theme', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript(() => {
      localStorage.setItem('panalo.language', 'TY');
      localStorage.setItem('panalo.theme', 'light');
    });
    await autoDismissSitePopups(phone);
    await logInOnPhoneAtHome(phone, site.url);
    await phone.goto(`${site.url}/promotions`);
    await phone.getByTestId('promotion-cards').waitFor();
    await phone.getByTestId('promo-filter-RAFFLE').click();
    const drawn = phone.locator('[data-kind="RAFFLE"]').filter({ hasText: 'Bunutan noong nakaraang linggo' });
    await drawn.getByRole('button', { name: 'Mga detalye' }).click();
    await phone.getByRole('heading', { name: 'Resulta ng raffle' }).waitFor();
    await phone.getByRole('table', { name: 'Mga nanalo' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/raffle-drawn-phone-light-tl.png`, fullPage: true });
    await phone.close();
  });
});
