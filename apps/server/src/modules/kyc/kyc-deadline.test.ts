import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@panalo/contract/error-codes';
import { DAY } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { moneyPaths, moneyStage, stageMember, type MoneyStage } from '../../test-support/money-paths.test-kit';
import { withdraw } from '../withdraw/withdraw.test-kit';
import { securityConfig } from './kyc.test-kit';

/**
 * The regulator's KYC deadline (spec 000: three days after registration) held by the server: past
 * it, a member without an approved KYC deposits, transfers, launches and bets no more, whatever
 * the client does; money going back to the member (from a vendor's wallet, a withdrawal) follows
 * the withdrawal rules only. Sessions here outlive the four days, as a kept-alive tab would.
 */
describe(`the KYC deadline on every money and play path (${testDatabaseName()})`, () => {
  let t: TestApp;
  let stage: MoneyStage;
  let paths: ReturnType<typeof moneyPaths>;
  let registeredAt: number;
  const members: Record<string, { memberId: number; token: string }> = {};
  const games: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '20000', SESSION_ABSOLUTE_HOURS: '400', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    stage = await moneyStage(t, 'KYCD');
    paths = moneyPaths(stage);
    registeredAt = t.clock.now();
    members.late = await stageMember(stage, 'kyclate');
    members.pending = await stageMember(stage, 'kycpending', { kycStatus: 'P' });
    members.verified = await stageMember(stage, 'kycdone', { kycStatus: 'A' });
    members.other = await stageMember(stage, 'kycbrand');
    // Played before the deadline: money at the transfer vendor, games open, a round in play.
    expect(await paths.vendorTransfer(members.late.token, 'in', 5_000)).toBe('OK');
    games.slot = await paths.gameToken(members.late.token, stage.slotNodeId);
    games.dice = await paths.gameToken(members.late.token, stage.diceNodeId);
    expect(await paths.seamlessBet(games.slot, 'kycd-open-round')).toBe('OK');
    t.clock.advance(4 * DAY);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses deposits, transfers, launches and bets with KYC_REQUIRED after the deadline', async () => {
    const { token } = members.late!;
    expect(await paths.deposit(token)).toBe('KYC_REQUIRED');
    expect(await paths.toUpline(token)).toBe('KYC_REQUIRED');
    expect(await paths.vendorTransfer(token, 'in')).toBe('KYC_REQUIRED');
    expect(await paths.launch(token)).toBe('KYC_REQUIRED');
    expect(await paths.originalsBet(games.dice!)).toBe('KYC_REQUIRED');
    expect(await paths.seamlessBet(games.slot!)).toBe('KYC_REQUIRED');
  });

  it('still settles the round played before, and lets money come back from the vendor', async () => {
    const { value } = paths.vendorCalls;
    await value('win', { token: games.slot, transactionId: 'kycd-win', roundId: 'kycd-open-round', amount: 2_500, endRound: true });
    expect(await paths.vendorTransfer(members.late!.token, 'out', 5_000)).toBe('OK');
  });

  it("says so in the member's language, with when the deadline passed", async () => {
    const channel = (await t.request({ method: 'GET', url: '/wps/v2/deposit/channels', headers: bearer(members.late!.token) })).json()
      .value[0];
    for (const lang of ['EN', 'TY'] as const) {
      const refused = await t.request({
        method: 'POST',
        url: '/wps/v2/deposit',
        headers: { ...bearer(members.late!.token), 'idempotency-key': `kycd-${lang}`, lang },
        payload: { channelId: channel.id, amount: 10_000 },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'KYC_REQUIRED', message: errorMessage('KYC_REQUIRED', lang) });
      expect(refused.json().kycDeadline).toBe(registeredAt + 3 * DAY);
    }
    const config = (await securityConfig(t, members.late!.token)).json().value;
    expect(config).toMatchObject({ kycDeadline: new Date(registeredAt + 3 * DAY).toISOString(), verifyLaterAllowed: false });
  });

  it('does not stop the clock for a submission under review, and lets an approved member play', async () => {
    expect(await paths.deposit(members.pending!.token)).toBe('KYC_REQUIRED');
    expect(await paths.deposit(members.verified!.token)).toBe('OK');
    expect(await paths.launch(members.verified!.token)).toBe('OK');
    expect(await paths.toUpline(members.verified!.token)).toBe('OK');
  });

  it("withdraws the member's own money under the withdrawal rules alone", async () => {
    const { token } = members.late!;
    const account = await t.request({
      method: 'POST',
      url: '/wps/v2/withdraw/accounts',
      headers: bearer(token),
      payload: { kind: 'EWALLET', provider: 'GCash', accountName: 'Juan Dela Cruz', accountNumber: '0917 123 4567' },
    });
    const ask = () => withdraw(t, token, { amount: 10_000, payoutAccountId: account.json().value.id, paymentPassword: '123456' });
    // The brand's rule for withdrawals (an approved KYC by default) decides, not the deadline.
    expect((await ask()).json().code).toBe('KYC_REQUIRED');
    await t.updateBrand((merchant) => {
      merchant.settings.wallet.withdraw.requireKyc = false;
    });
    expect((await ask()).statusCode).toBe(200);
  });

  it("follows the brand's deadline days, and none while the brand does not verify identities", async () => {
    const { token } = members.other!;
    await t.updateBrand((merchant) => {
      merchant.settings.kyc.deadlineDays = 5;
    });
    expect(await paths.deposit(token)).toBe('OK');
    expect((await securityConfig(t, token)).json().value).toMatchObject({
      kycDeadline: new Date(registeredAt + 5 * DAY).toISOString(),
      verifyLaterAllowed: true,
    });
    t.clock.advance(2 * DAY);
    expect(await paths.launch(token)).toBe('KYC_REQUIRED');
    await t.updateBrand((merchant) => {
      merchant.settings.kyc.enabled = false;
    });
    expect(await paths.launch(token)).toBe('OK');
  });

  it('leaves a member within the deadline alone', async () => {
    await t.updateBrand((merchant) => {
      merchant.settings.kyc = { enabled: true, mandatory: true, deadlineDays: 3 };
    });
    const fresh = await stageMember(stage, 'kycfresh');
    t.clock.advance(2 * DAY);
    expect(await paths.deposit(fresh.token)).toBe('OK');
    expect(await paths.seamlessBet(await paths.gameToken(fresh.token, stage.slotNodeId))).toBe('OK');
  });
});
