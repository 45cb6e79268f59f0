import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInOnPhoneAtHome, memberPage } from './support/shell';
import { startSite, type Site } from './support/site';

/** Pictures of the jackpot screens, to look at after a run (not compared). */
const SHOTS = join(tmpdir(), 'panalo-jackpot-shots');

/**
 * player1 on the demo brand: the home page's jackpot tickers lead to /jackpot, which shows the
 * Grand and Mini pools with their games, the past winners and a round checked in the browser; in
 * Tagalog on a phone (light theme) the Mini pool moves while the page is open when a dice bet feeds it.
 */
describe.runIf(browserAvailable())('the jackpot area in the browser', () => {
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

  it('goes from the home tickers to the pools, their games and the winners, and checks a won round (en)', async () => {
    await byTestId('home-jackpot').waitFor();
    await expect.poll(() => byTestId('jackpot-amount-GRAND').textContent()).toBe('₱50,000.00');
    await byTestId('home-jackpot').screenshot({ path: `${SHOTS}/home-jackpot-desktop.png` });
    await byTestId('home-jackpot-more').click();
    await page.getByRole('heading', { name: 'Jackpots', level: 1 }).waitFor();
    await expect.poll(() => byTestId('jackpot-pool').count()).toBe(2);
    expect(await byTestId('jackpot-pool-amount-MINI').textContent()).toBe('₱5,000.00');
    // The games that feed each pool are lobby tiles that open them (a grid builds its tiles past the
    // first two when the browser is idle).
    await expect.poll(() => byTestId('jackpot-games-GRAND').getByTestId('game-tile').count()).toBe(2);
    await expect.poll(() => byTestId('jackpot-games-MINI').getByTestId('game-tile').count()).toBe(3);
    await expect.poll(() => byTestId('jackpot-winner').count()).toBe(4);
    expect(await byTestId('jackpot-winner-name').first().textContent()).toBe('ma***7');

    await byTestId('jackpot-verify').first().click();
    await byTestId('jackpot-proof').waitFor();
    await expect.poll(() => byTestId('jackpot-proof-hash').textContent()).toContain('✓');
    expect(await byTestId('jackpot-proof-draw').textContent()).toContain('✓');
    await page.screenshot({ path: `${SHOTS}/jackpot-desktop.png`, fullPage: true });

    await byTestId('jackpot-games-MINI')
      .getByRole('button', { name: /Panalo Dice/ })
      .first()
      .click();
    await page.waitForURL(/\/originals/);
  });

  it('in Tagalog on a phone, the Mini pool grows on the open page when a dice bet feeds it (light theme)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await context.addInitScript(() => {
      localStorage.setItem('panalo.language', 'TY');
      localStorage.setItem('panalo.theme', 'light');
    });
    await autoDismissSitePopups(phone);
    await logInOnPhoneAtHome(phone, site.url);
    await phone.goto(`${site.url}/jackpot`);
    await phone.getByRole('heading', { name: 'Mga jackpot', level: 1 }).waitFor();
    await expect.poll(() => phone.getByTestId('jackpot-winner').count()).toBe(4);
    const mini = phone.getByTestId('jackpot-pool-amount-MINI');
    const before = await mini.textContent();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${SHOTS}/jackpot-phone-tl.png`, fullPage: true });

    // player1's ₱200 dice bet on the desktop puts 1% (₱2.00) into the Mini pool; the phone's open page shows it.
    await page.goto(`${site.url}/originals?game=dice`);
    await byTestId('originals-page').waitFor();
    await byTestId('dice-stake').fill('200');
    await byTestId('dice-play').click();
    await expect.poll(() => byTestId('fairness-nonce').textContent()).toBe('1');
    await expect.poll(() => mini.textContent(), { timeout: 20_000 }).not.toBe(before);
    expect(await mini.textContent()).toBe('₱5,002.00');
    await context.close();
  });
});
