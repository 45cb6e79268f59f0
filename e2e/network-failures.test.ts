import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { browserAvailable } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { dismissSitePopups, logInFromHeader, submitLogIn } from './support/shell';

const SOON = { timeout: 10_000 };
const TIMEOUT_MESSAGE = 'The page took longer time to load, please check your network connectivity.';
const NETWORK_MESSAGE = 'Network link is abnormal, please try again.';

/**
 * What a member sees when the network fails (spec 000 section 8): a stalled server, an offline
 * browser, a lobby whose calls fail, a page chunk that does not load. Never an endless spinner,
 * never a storm of requests, never the whole site replaced by "Unknown error.".
 */
describe.runIf(browserAvailable())('the site when the network fails', () => {
  const suite = browserSuite({ width: 1280, height: 800 });
  let context: BrowserContext;
  let page: Page;

  async function freshPage(): Promise<Page> {
    ({ context, page } = await suite.freshPage());
    return page;
  }

  it('says the page took too long when the server does not answer a log-in', async () => {
    await freshPage();
    await page.goto(suite.site.url);
    await page.getByTestId('header-login').click();
    let sent!: () => void;
    const loginSent = new Promise<void>((resolve) => (sent = resolve));
    // The server takes the call and never answers.
    await page.route('**/wps/session/login', () => sent());
    await page.clock.install();
    await submitLogIn(page);
    await loginSent;
    await page.clock.fastForward('00:31');
    await page.getByText(TIMEOUT_MESSAGE).waitFor(SOON);
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
    await context.close();
  });

  it('says the network link is abnormal when the browser is offline', async () => {
    await freshPage();
    await page.goto(suite.site.url);
    await page.getByTestId('header-login').click();
    // The popup (its script and texts) has loaded; then the network goes.
    await page.getByTestId('login-submit').waitFor(SOON);
    await context.setOffline(true);
    await submitLogIn(page);
    await page.getByText(NETWORK_MESSAGE).waitFor(SOON);
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
    // Back online, the same form logs in.
    await context.setOffline(false);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-username').waitFor();
    await context.close();
  });

  it('sends a money call again with the same idempotency key after its answer was lost', async () => {
    await freshPage();
    await page.goto(suite.site.url);
    await logInFromHeader(page);
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-form').waitFor();
    const keys: string[] = [];
    let lost = false;
    await page.route('**/wps/v2/deposit', async (route, request) => {
      if (request.method() !== 'POST') return route.continue();
      keys.push(request.headers()['idempotency-key'] ?? '');
      // The first attempt reaches the server, but its answer never comes back.
      if (!lost) {
        lost = true;
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.getByTestId('deposit-amount').fill('100');
    await page.getByTestId('deposit-submit').click();
    await page.getByText(NETWORK_MESSAGE).waitFor(SOON);
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('deposit-submit').click();
    const popup = await popupOpened;
    await expect.poll(() => keys.length, SOON).toBe(2);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
    // The server applied it once: one pending deposit. The records list refetches after the
    // call settles, so wait for it to show the deposit before counting.
    await page.getByTestId('deposit-status').waitFor(SOON);
    await page.getByTestId('deposit-record').first().waitFor(SOON);
    await expect.poll(() => page.getByTestId('deposit-record').count(), SOON).toBe(1);
    await popup.close();
    await context.close();
  });

  it('tries a failing lobby a few times with backoff, then shows the error with a retry', async () => {
    await freshPage();
    const calls: Request[] = [];
    await page.route('**/lgw/games/**', (route, request) => {
      calls.push(request);
      return route.abort('connectionrefused');
    });
    await page.goto(`${suite.site.url}/rng`);
    const error = page.locator('[data-testid="lobby-page-rng"] .ui-error-state');
    await error.waitFor({ timeout: 20_000 });
    // The page's own reads (the game menus and the list) were tried three times each (two retries
    // with backoff); nothing else piled up behind them (the classify tabs wait for the list).
    const byAddress = new Map<string, number>();
    for (const call of calls) {
      const url = new URL(call.url());
      byAddress.set(url.pathname + url.search, (byAddress.get(url.pathname + url.search) ?? 0) + 1);
    }
    expect(Math.max(...byAddress.values())).toBeLessThanOrEqual(3);
    expect(byAddress.size).toBeLessThanOrEqual(3);
    expect(calls.length).toBeLessThanOrEqual(9);
    const settled = calls.length;
    await page.waitForLoadState('networkidle');
    expect(calls.length).toBe(settled);
    // The retry button asks again, and works once the network is back.
    await page.unroute('**/lgw/games/**');
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-testid="lobby-page-rng"] [data-testid="game-tile"]').first().waitFor(SOON);
    // With the list loaded, the classify tabs are probed and shown.
    await page.getByTestId('classify-SC').waitFor(SOON);
    await context.close();
  });

  it('shows a page whose script did not load inside the shell, with a reload', async () => {
    await freshPage();
    await page.route(/\/assets\/originals-page-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(suite.site.url);
    await page.getByTestId('header-login').waitFor();
    await page.goto(`${suite.site.url}/originals?game=crash&demo=1`);
    const failed = page.getByTestId('route-error');
    await failed.waitFor(SOON);
    expect(await failed.getAttribute('data-chunk')).toBe('script');
    expect(await failed.textContent()).toContain('Part of this page could not be loaded');
    expect(await failed.textContent()).not.toContain('Unknown error');
    // The shell stays: header with its log-in and the game menus, and, once the disclaimer over the
    // page is answered (a covered page waits to build what is below its first screen), the footer.
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);
    const footers = async () => {
      await dismissSitePopups(page);
      return page.locator('footer').count();
    };
    await expect.poll(footers, SOON).toBeGreaterThan(0);
    await page.unroute(/\/assets\/originals-page-[^/]+\.js$/);
    await failed.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByTestId('originals-page').waitFor(SOON);
    await context.close();
  });

  it('names styles that did not load', async () => {
    await freshPage();
    await page.route(/\/assets\/originals-[^/]+\.css$/, (route) => route.abort('connectionreset'));
    await page.goto(`${suite.site.url}/originals?game=crash&demo=1`);
    const failed = page.getByTestId('route-error');
    await failed.waitFor(SOON);
    expect(await failed.getAttribute('data-chunk')).toBe('style');
    expect(await failed.textContent()).toContain('The styles of this page could not be loaded');
    await context.close();
  });
});
