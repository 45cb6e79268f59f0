import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { DEMO_BRAND } from '@panalo/server/seed/demo-seed';
import { browserAvailable, launchBrowser } from './support/browser';
import { PLAYER, autoDismissSitePopups } from './support/shell';
import { startSite, type Site } from './support/site';

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * New-IP log-in verification in the browser: the brand asks for a code when a member logs in from
 * an IP they never used; the log-in popup asks for the code sent by SMS and then opens the session.
 */
describe.runIf(browserAvailable())('log-in from a new IP in the browser', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    await site.updateSettings((settings) => {
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
      settings.security.newIpVerification = 'sms';
    });
    // player1 has logged in before, from elsewhere, and has a verified mobile number.
    const { db } = site.app.ctx;
    const merchant = await findMerchantByCode(db, DEMO_BRAND);
    const member = await db.selectFrom('members').select('id').where('username', '=', PLAYER.username).executeTakeFirstOrThrow();
    await db
      .updateTable('members')
      .set({ last_login_at: Date.now() - 86_400_000 })
      .where('id', '=', member.id)
      .execute();
    await db
      .insertInto('member_phones')
      .values({ member_id: member.id, merchant_id: merchant!.id, phone: '+639175550123', verified_at: Date.now(), created_at: Date.now() })
      .execute();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const latestCode = async () =>
    ((await (await fetch(`${site.url}/wps/dev/sms-inbox?mobile=9175550123`)).json()) as { value: { code: string }[] }).value[0]!.code;

  async function logIn(page: Page) {
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(PLAYER.username);
    await page.getByTestId('login-password').fill(PLAYER.password);
    await page.getByTestId('login-submit').click();
  }

  it('asks for the SMS code before the session opens; a wrong code is refused, the right one logs in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await autoDismissSitePopups(page);
    await page.clock.install();
    await page.goto(site.url);
    await logIn(page);
    const step = page.getByTestId('login-code-step');
    await step.waitFor();
    expect(await page.getByTestId('login-code-sent').textContent()).toContain('+639******123');
    expect(await page.evaluate(() => sessionStorage.getItem('panalo.token'))).toBeNull();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/new-ip-code-phone.png` });

    const code = await latestCode();
    await page.getByTestId('login-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('login-code-submit').click();
    await page.getByTestId('login-code-error').filter({ hasText: 'Enter valid verification code' }).waitFor();

    // "Send again" waits a minute (the server's pace), then sends a new code; only that one works.
    const resend = page.getByTestId('login-code-resend');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/Send again in (1:00|0:[0-5]\d)/);
    await site.app.ctx.db
      .updateTable('login_challenges')
      .set({ sent_at: Date.now() - 61_000 })
      .where('used_at', 'is', null)
      .execute();
    await page.clock.fastForward('01:01');
    await expect.poll(() => resend.isEnabled()).toBe(true);
    await resend.click();
    await page.getByTestId('login-code-resent').waitFor();
    const newest = await latestCode();
    if (newest !== code) {
      await page.getByTestId('login-code').fill(code);
      await page.getByTestId('login-code-submit').click();
      await page.getByTestId('login-code-error').filter({ hasText: 'Enter valid verification code' }).waitFor();
    }
    await page.getByTestId('login-code').fill(newest);
    await page.getByTestId('login-code-submit').click();
    // The phone header keeps the name in the account menu: look at it on a desktop width.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('header-username').textContent()).toContain(PLAYER.username);
    await page.close();
  });

  it('does not ask again from an IP the member has used; a verified member gets no "complete your verification" notice', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await logIn(page);
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('login-code-step').count()).toBe(0);

    // player1 is verified: the notices do not ask them to complete their verification.
    await page.getByTestId('header-bell').click();
    const notices = page.getByTestId('notices-dialog');
    await notices.getByText('New payment channels').first().waitFor();
    expect(await notices.textContent()).not.toContain('Complete your verification');
    await page.close();
  });
});
