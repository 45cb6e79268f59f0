import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { requestPlayerWithdrawal } from './support/player-api';
import { autoDismissSitePopups, logInOnPhoneAtHome } from './support/shell';
import { startSite, type Site } from './support/site';
import { DEMO_STAFF, signInToBackOffice } from './support/staff';

const screenshots = join(tmpdir(), 'panalo-screenshots');

/** The demo's finance staff member and the TOTP secret the README publishes for the demo. */
const FINANCE = DEMO_STAFF.finance;

/**
 * A staff decision reaches the member's open page: player1 watches the withdrawal records on a
 * phone while finance staff, signed in to the back office with an authenticator code, approve and
 * pay the withdrawal. The record's state changes on the member's page without a reload (the
 * realtime push of the decision's notice).
 */
describe.runIf(browserAvailable())('back-office decisions seen live by the player', () => {
  let site: Site;
  let browser: Browser;
  let player: Page;
  let staff: Page;
  let reference: string;

  beforeAll(async () => {
    site = await startSite();
    reference = await requestPlayerWithdrawal(site.url);
    browser = await launchBrowser();
    // Two browser contexts: the member's phone and the staff member's desktop share nothing.
    player = await browser.newPage({ viewport: { width: 390, height: 844 } });
    staff = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the withdrawal approved, then paid, on the member’s open page as finance staff decide it', async () => {
    mkdirSync(screenshots, { recursive: true });
    await autoDismissSitePopups(player);
    await logInOnPhoneAtHome(player, site.url);
    await player.goto(`${site.url}/member/withdraw`);
    const record = player.getByTestId('withdraw-record').filter({ hasText: reference });
    const state = record.getByTestId('withdraw-status');
    await expect.poll(() => state.textContent()).toBe('Pending');
    // Set once: a reload of the member's page would lose this mark.
    await player.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    await signInToBackOffice(staff, site.url, FINANCE);

    await staff.getByRole('link', { name: /Withdrawals to approve/ }).click();
    const row = staff.getByTestId(`withdrawal-${reference}`);
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: `Withdrawal ${reference} approved.` })
      .waitFor();
    await expect.poll(() => state.textContent()).toBe('Approved');
    await player.screenshot({ path: join(screenshots, 'backoffice-live-approved-phone.png') });

    await staff.getByRole('combobox', { name: 'Status' }).selectOption('APPROVED');
    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Payout reference/ }).fill('GCASH-9912');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: `Withdrawal ${reference} marked paid.` })
      .waitFor();
    await expect.poll(() => state.textContent()).toBe('Paid');
    expect(await record.getAttribute('data-status')).toBe('PAID');
    // A paid withdrawal asks the member to confirm the receipt, also without a reload.
    await record.getByTestId('withdraw-confirm-receipt').waitFor();
    // The notice of the payment pops up on the open page too.
    await player.getByTestId('notice-toast').filter({ hasText: 'Withdrawal paid' }).waitFor();
    await player.screenshot({ path: join(screenshots, 'backoffice-live-paid-phone.png') });
    // The record itself, with the notices out of the way.
    await player.addStyleTag({ content: '.toasts { display: none; }' });
    await record.screenshot({ path: join(screenshots, 'backoffice-live-paid-record-phone.png') });
    expect(await player.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });
});
