import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserAvailable } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { logInFromHeader } from './support/shell';

const SOON = { timeout: 10_000 };
const NOT_LOGGED_IN = 'You are not logged in, please login';
const SESSION_EXPIRED = 'Your session has expired, please login again';

/**
 * The shell's menus, banners and account data (spec 000 sections 2, 4, 6): the header's vendor
 * drop menus, the login popup's and side menu's banners, the login popup a guest gets from a
 * game, and the consolidated balance and member icon the site loads for a member.
 */
describe.runIf(browserAvailable())('the shell menus and account data', () => {
  // The vendor menus are about the whole demo catalogue: every vendor is given a launch page.
  const suite = browserSuite({ width: 1366, height: 800 }, { launchEveryVendor: true });
  let context: BrowserContext;
  let page: Page;

  async function freshPage(): Promise<Page> {
    ({ context, page } = await suite.freshPage());
    return page;
  }

  /** The entries of a vendor menu that the pointer cannot reach (hidden, clipped or scrolled away). */
  const unreachableEntries = (area: string) =>
    page.evaluate((key) => {
      const entries = Array.from(document.querySelectorAll(`[data-testid="vendor-menu-${key}"] [data-testid="vendor-menu-entry"]`));
      return entries
        .filter((entry) => {
          const box = entry.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !hit || !entry.contains(hit);
        })
        .map((entry) => entry.textContent);
    }, area);

  it('shows every vendor of a game type in its drop menu, large when the type has more than 10 games', async () => {
    await freshPage();
    await page.goto(suite.site.url);
    await page.getByTestId('nav-rng').hover();
    const slots = page.getByTestId('vendor-menu-rng');
    await slots.waitFor();
    expect(await slots.getByTestId('vendor-menu-entry').count()).toBeGreaterThan(5);
    expect(await unreachableEntries('rng')).toEqual([]);
    expect(await slots.getAttribute('data-large')).toBe('true');
    // The sports books: two vendors, eight entries (the cards and the books' four and two leagues), a small menu.
    await page.getByTestId('nav-sports').hover();
    const sports = page.getByTestId('vendor-menu-sports');
    await sports.waitFor();
    expect(await sports.getAttribute('data-large')).toBe('false');
    expect(await unreachableEntries('sports')).toEqual([]);
  });

  it('shows the login popup banner (w_pagco) and the side menu banner (w_leftmenu)', async () => {
    await page.getByTestId('header-login').click();
    const popupBanner = page.getByTestId('login-dialog').getByTestId('banners-w_pagco');
    await popupBanner.waitFor(SOON);
    expect(await popupBanner.locator('img').first().getAttribute('alt')).toBe('Responsible gaming');
    expect((await popupBanner.boundingBox())?.height ?? 0).toBeGreaterThan(60);
    await page.keyboard.press('Escape');
    await page.getByTestId('header-menu').click();
    const menuBanner = page.getByTestId('side-menu').getByTestId('banners-w_leftmenu');
    await menuBanner.waitFor(SOON);
    expect(await menuBanner.locator('img').first().getAttribute('alt')).toBe('Download the app');
    // It keeps its picture's height in the menu's column (a flex item could shrink it away).
    expect((await menuBanner.boundingBox())?.height ?? 0).toBeGreaterThan(60);
    await page.keyboard.press('Escape');
  });

  it("tells a guest who presses a game's Play or star to log in", async () => {
    await page.goto(`${suite.site.url}/rng`);
    const tile = page.getByTestId('game-tile').first();
    await tile.waitFor(SOON);
    const dialog = page.getByTestId('login-dialog');
    await tile.locator('.game-tile__play').click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(NOT_LOGGED_IN);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await tile.getByTestId('favourite-button').click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(NOT_LOGGED_IN);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('loads the consolidated balance and the member icon for a member, and says when the session expired', async () => {
    await freshPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(suite.site.url);
    await logInFromHeader(page);
    await page.getByTestId('member-icon').waitFor(SOON);
    expect(await page.getByTestId('member-icon').getAttribute('src')).toMatch(/^data:image\//);
    await page.goto(`${suite.site.url}/member`);
    await page.getByTestId('summary-consolidated').waitFor(SOON);
    await expect.poll(() => page.getByTestId('summary-consolidated').textContent(), SOON).toContain('5,000.00');
    expect(asked).toContain('/wps/member/info/funds/consolidated');
    expect(asked).toContain('/wps/member/info/icon');

    // The session ends elsewhere; the next members-only page says it expired, not "not logged in".
    const token = await page.evaluate(() => sessionStorage.getItem('panalo.token'));
    const ended = await fetch(`${suite.site.url}/wps/session/logout`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(ended.ok).toBe(true);
    await page.goto(`${suite.site.url}/member/transactionHistory`);
    const dialog = page.getByTestId('login-dialog');
    await dialog.waitFor(SOON);
    await expect.poll(() => dialog.textContent(), SOON).toContain(SESSION_EXPIRED);
    await context.close();
  });

  it('does not load the consolidated balance when the agent policy is off', async () => {
    await suite.site.updateSettings((settings) => {
      settings.wallet.agentPolicy = false;
    });
    await freshPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(suite.site.url);
    await logInFromHeader(page);
    await page.goto(`${suite.site.url}/member`);
    await page.getByTestId('summary-balance').waitFor(SOON);
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/wps/member/info/funds/consolidated');
    expect(await page.getByTestId('summary-consolidated').count()).toBe(0);
    await context.close();
  });
});
