import type { Page } from 'playwright-core';
import { PLAYER } from './shell';

/** The withdraw password (PIN) the browser tests set for player1. */
export const WITHDRAW_PIN = '123456';

/** On the withdrawal page, which asks a member without one for it first: sets player1's withdraw password. */
export async function setUpWithdrawPin(page: Page): Promise<void> {
  await page.getByTestId('pin-setup').waitFor();
  await page.getByTestId('pin-login-password').fill(PLAYER.password);
  await page.getByTestId('pin-new').fill(WITHDRAW_PIN);
  await page.getByTestId('pin-confirm').fill(WITHDRAW_PIN);
  await page.getByTestId('pin-submit').click();
  await page.getByTestId('pin-setup').waitFor({ state: 'detached' });
}

/** On the withdrawal page: adds a GCash payout account and waits until it is listed. */
export async function addGCashPayoutAccount(page: Page): Promise<void> {
  await page.getByTestId('payout-add').click();
  await page.getByTestId('payout-provider').fill('GCash');
  await page.getByTestId('payout-name').fill('Lucky Player');
  await page.getByTestId('payout-number').fill('0917 123 4567');
  await page.getByTestId('payout-save').click();
  await page.getByTestId('payout-account').first().waitFor();
}
