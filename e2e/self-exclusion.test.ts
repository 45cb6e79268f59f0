import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { createAccount } from '@panalo/server/seed/fixtures';
import { browserAvailable } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { submitLogIn } from './support/shell';

/**
 * Taking a break in a real browser (issue 18): a player excludes themselves on the break page,
 * confirms with the password, is logged out, and the log-in form then refuses them with the
 * reason and the end time, in English and in Tagalog. A self-excluded player can still log in to
 * withdraw.
 */
describe.runIf(browserAvailable())('self-exclusion in the browser', () => {
  const suite = browserSuite({ width: 1280, height: 900 });

  async function player(username: string): Promise<void> {
    const demo = (await findMerchantByCode(suite.site.app.ctx.db, 'demo'))!;
    await createAccount(suite.site.app.ctx, { merchantId: demo.id, username, password: 'Player1234' });
  }

  async function openAs(language: 'EN' | 'TY', path: string): Promise<Page> {
    const { context, page } = await suite.freshPage();
    await context.addInitScript((lang) => localStorage.setItem('panalo.language', lang), language);
    await page.goto(`${suite.site.url}${path}`);
    return page;
  }

  async function excludeThemselves(page: Page, username: string, texts: { confirm: RegExp }) {
    await page.goto(`${suite.site.url}/login`);
    await submitLogIn(page, { username, password: 'Player1234' });
    await page.getByTestId('header-username').waitFor();
    await page.goto(`${suite.site.url}/responsibleGaming/break`);
    await page.getByTestId('rg-choice-SELF_EXCLUSION').getByRole('radio').nth(1).check();
    await page.getByTestId('rg-continue-SELF_EXCLUSION').click();
    await expect(page.getByTestId('rg-confirm-text').textContent()).resolves.toMatch(texts.confirm);
    // A wrong password is refused under the field; nothing happens.
    await page.getByTestId('rg-password').fill('Wrong12345');
    await page.getByTestId('rg-confirm').click();
    await page.getByText(/current password|kasalukuyang password/).waitFor();
    await page.getByTestId('rg-password').fill('Player1234');
    await page.getByTestId('rg-confirm').click();
    await page.getByTestId('rg-break-taken').waitFor();
    // Logged out: the header offers the log-in again.
    await page.getByTestId('header-login').waitFor();
  }

  it('excludes the player, logs them out, and the log-in says why and until when (English)', async () => {
    await player('excludeme1');
    const page = await openAs('EN', '/');
    await excludeThemselves(page, 'excludeme1', { confirm: /logged out now and excluded for 1 year/ });
    await expect(page.getByTestId('rg-break-taken').textContent()).resolves.toMatch(/Self-excluded: Until /);

    await page.goto(`${suite.site.url}/login`);
    await submitLogIn(page, { username: 'excludeme1', password: 'Player1234' });
    const refusal = page.getByTestId('login-error');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(/You have excluded yourself from play .* Until .*\d{4}/);

    // The withdraw-only way in reaches the withdrawal page and nothing else.
    await page.getByTestId('login-withdraw-only').click();
    await page.waitForURL(/\/member\/withdraw$/);
    await page.goto(`${suite.site.url}/responsibleGaming/break`);
    await expect(page.getByTestId('rg-break-active').textContent()).resolves.toMatch(/Self-excluded/);
  });

  it('does the same in Tagalog', async () => {
    await player('excludeme2');
    const page = await openAs('TY', '/');
    await excludeThemselves(page, 'excludeme2', { confirm: /Mala-logout ka ngayon at mabubukod sa loob ng 1 taon/ });

    await page.goto(`${suite.site.url}/login`);
    await submitLogIn(page, { username: 'excludeme2', password: 'Player1234' });
    const refusal = page.getByTestId('login-error');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(/Ibinukod mo ang iyong sarili .* Hanggang .*\d{4}/);
  });

  it('scores the self-test and shows the help lines', async () => {
    const page = await openAs('EN', '/responsibleGaming/selfTest');
    await page.getByTestId('rg-self-test-submit').click();
    await page.getByText('Please answer every question.').waitFor();
    const questions = page.locator('.rg-test__question');
    for (let index = 0; index < 9; index++)
      await questions
        .nth(index)
        .getByRole('radio')
        .nth(index < 3 ? 1 : 0)
        .check();
    await page.getByTestId('rg-self-test-submit').click();
    await expect(page.getByTestId('rg-self-test-result').textContent()).resolves.toMatch(/Your score: 3 of 27.*Moderate risk/);
    await page.getByRole('link', { name: /1553/ }).waitFor();
  });
});
