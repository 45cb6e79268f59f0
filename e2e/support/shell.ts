import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** The brand links the shell reads from the permission `resources`, as the demo seed sets them. */
export { DEMO_RESOURCES } from '@panalo/server/seed/demo-seed';

/**
 * The site opens the disclaimer on load and after every log-in, then the announcement popup
 * (spec 000 sections 2, 4). A test about something else accepts and closes them whenever they
 * appear, before its next action: one call per page.
 */
export async function autoDismissSitePopups(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('disclaimer-dialog'), async () => {
    await page.getByTestId('disclaimer-accept').click();
  });
  const popup = page.getByTestId('announcement-popup');
  await page.addLocatorHandler(popup, async () => {
    await popup.locator('.ui-dialog__header button').click();
  });
}

/**
 * Accepts the disclaimer and closes the announcement popup if they are open now (or open within a
 * moment). The clicks are forced: on a page that also has autoDismissSitePopups' handlers, a
 * checked click first ran the handler, which clicked the same button, and then waited its whole
 * timeout (30 s) for a button that had gone with its popup.
 */
export async function dismissSitePopups(page: Page): Promise<void> {
  const disclaimer = page.getByTestId('disclaimer-accept');
  if (await disclaimer.isVisible({ timeout: 1_500 }).catch(() => false)) await disclaimer.click({ force: true });
  const popup = page.getByTestId('announcement-popup');
  if (await popup.isVisible().catch(() => false)) await popup.locator('.ui-dialog__header button').click({ force: true });
}

/** The demo seed's member (apps/server/src/seed). */
export const PLAYER = { username: 'player1', password: 'Player1234' };

export interface Account {
  username: string;
  password: string;
}

/** Fills the log-in form that is open now (popup or page) and submits it. */
export async function submitLogIn(page: Page, account: Account = PLAYER): Promise<void> {
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** Opens the log-in popup from the header, logs in, and waits until the header shows the member. */
export async function logInFromHeader(page: Page, account: Account = PLAYER): Promise<void> {
  await page.getByTestId('header-login').click();
  await submitLogIn(page, account);
  await page.getByTestId('header-username').waitFor();
}

/**
 * Opens the home page and logs in from the header (player1 unless told otherwise), then waits for
 * the header's balance: where most member tests start, on a desktop.
 */
export async function logInAtHome(page: Page, siteUrl: string, account: Account = PLAYER): Promise<void> {
  await page.goto(siteUrl);
  await logInFromHeader(page, account);
  await page.getByTestId('header-balance-value').waitFor();
}

/**
 * The same on a phone, whose header shows the avatar without the name: opens the home page, logs
 * in from the header and waits until the (hidden) name is there.
 */
export async function logInOnPhoneAtHome(page: Page, siteUrl: string, account: Account = PLAYER): Promise<void> {
  await page.goto(siteUrl);
  await page.getByTestId('header-login').click();
  await submitLogIn(page, account);
  await page.getByTestId('header-username').waitFor({ state: 'attached' });
}

export interface MemberPageOptions extends BrowserContextOptions {
  account?: Account;
}

/**
 * A member's desktop page of its own (1280×900 unless told otherwise; its context is page.context()),
 * the site's popups dismissed whenever they appear, logged in at home: player1 unless told otherwise.
 */
export async function memberPage(browser: Browser, siteUrl: string, options: MemberPageOptions = {}): Promise<Page> {
  const { account, ...contextOptions } = options;
  // A context of its own that stays open when the page closes: the test may open more pages in it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  await autoDismissSitePopups(page);
  await logInAtHome(page, siteUrl, account);
  return page;
}
