import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findMemberWithCredentials } from '@panalo/server/modules/member/member.repository';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { openSession } from '@panalo/server/modules/session/session.service';
import { DEMO_BRAND } from '@panalo/server/seed/demo-seed';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInFromHeader } from './support/shell';
import { handoverAddress } from './support/handover';
import { startSite, type Site } from './support/site';

/**
 * A tab's session comes from its own log-in, or from a one-time code the member accepts: never
 * from a token in the address, which a link could plant (or which is a game's or a reset link's
 * secret under the same name).
 */
describe.runIf(browserAvailable())('the session of a tab', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const tabToken = () => page.evaluate(() => sessionStorage.getItem('panalo.token'));
  const signedInAs = () => byTestId('header-username').textContent();

  /** Another member's session, as if that member had logged in elsewhere. */
  async function sessionOf(username: string): Promise<string> {
    const { ctx } = site.app;
    const merchant = (await findMerchantByCode(ctx.db, DEMO_BRAND))!;
    const member = (await findMemberWithCredentials(ctx.db, merchant.id, username))!;
    return ctx.db
      .transaction()
      .execute((tx) => openSession(ctx, tx, { id: member.id, merchantId: merchant.id }, { ip: '127.0.0.1', userAgent: null }));
  }
  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await logInFromHeader(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('keeps the member signed in when a built-in game page is reloaded', async () => {
    await page.goto(`${site.url}/originals?game=crash`);
    await byTestId('originals-page').waitFor();
    const gameAddress = page.url();
    expect(new URL(gameAddress).searchParams.get('token')).toBeTruthy();
    const mine = await tabToken();
    await page.reload();
    await byTestId('originals-page').waitFor();
    expect(page.url()).toBe(gameAddress);
    expect(await tabToken()).toBe(mine);
    expect(await signedInAs()).toContain('player1');
    // The game still plays with its own token.
    await byTestId('crash-stake').fill('10');
    await byTestId('crash-play').click();
    await byTestId('round-result').waitFor();
  });

  it('leaves the session alone when a password-reset link opens in the signed-in tab', async () => {
    const mine = await tabToken();
    await page.goto(`${site.url}/resetPassword?token=${'R'.repeat(43)}`);
    await byTestId('reset-submit').waitFor();
    expect(await tabToken()).toBe(mine);
    await page.goto(site.url);
    expect(await signedInAs()).toContain('player1');
    expect(await tabToken()).toBe(mine);
  });

  it("asks before switching to another member's hand-over, and stays signed in when declined", async () => {
    const mine = await tabToken();
    expect(await signedInAs()).toContain('player1');
    await page.goto(await handoverAddress(site.url, await sessionOf('member01'), '/'));
    const ask = page.getByRole('dialog', { name: 'Switch to account member01?' });
    await ask.waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await ask.getByRole('button', { name: 'Keep current account' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await tabToken()).toBe(mine);
    await page.reload();
    expect(await signedInAs()).toContain('player1');
  });

  it('switches when the member accepts', async () => {
    const mine = await tabToken();
    await page.goto(await handoverAddress(site.url, await sessionOf('member02'), '/'));
    await byTestId('login-code-switch').click();
    await expect.poll(signedInAs).toContain('member02');
    expect(await tabToken()).not.toBe(mine);
  });

  it('opens a login-only page in a new tab signed in, from a hand-over', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await autoDismissSitePopups(tab);
    await tab.goto(await handoverAddress(site.url, await tabToken(), '/member/depositv2'));
    await tab.getByTestId('deposit-form').waitFor();
    expect(new URL(tab.url()).pathname).toBe('/member/depositv2');
    expect(new URL(tab.url()).hash).toBe('');
    expect(await tab.getByTestId('header-username').textContent()).toContain('member02');
    await tab.close();
  });

  it('ignores a session token in the address', async () => {
    const mine = await tabToken();
    const someoneElse = await sessionOf('member01');
    await page.goto(`${site.url}/?token=${someoneElse}`);
    await byTestId('header-username').waitFor();
    expect(await tabToken()).toBe(mine);
    expect(await signedInAs()).toContain('member02');
  });
});
