import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentGateways } from '../../adapters/payments/payment-gateways';
import { masterKey } from '../system/signing-secrets';
import type { PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import { MINUTE } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { expireOverdueDeposits } from './deposit-closing.service';
import { balanceOf, depositStatusOf, paidBody, pressOnPage, SANDBOX_SECRET, sendCallback, startDeposit } from './deposit.test-kit';

/** A pending deposit can be resumed, cancelled or left to expire; a late payment still credits once. */
describe(`pending deposits: resume, cancel, expiry (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let gateways: PaymentGatewayDirectory;
  const quiet = { warn: () => undefined };
  const sweep = () => expireOverdueDeposits(t.app.ctx, { gateways, log: quiet });

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
    await t.account({ username: 'pending01', password: 'Pending1234' });
    await t.account({ username: 'pending02', password: 'Pending1234' });
    token = await t.login('pending01', 'Pending1234');
    otherToken = await t.login('pending02', 'Pending1234');
    gateways = await buildPaymentGateways(t.app.ctx, () => masterKey(t.app.ctx, 'gateway'));
  });
  afterAll(() => t.close());

  const cancel = (id: number, who = token) => t.request({ method: 'POST', url: `/wps/v2/deposit/${id}/cancel`, headers: bearer(who) });
  const closure = (reference: string) =>
    t.app.ctx.db.selectFrom('sandbox_payment_closures').select('reason').where('reference', '=', reference).executeTakeFirst();
  const postings = (reference: string) =>
    t.app.ctx.db.selectFrom('ledger_postings').select('id').where('reference', '=', reference).where('event', '=', 'DEPOSIT').execute();

  it('lists a pending deposit with its pay page and expiry time, so the member can resume it', async () => {
    const started = await startDeposit(t, token, 10_000);
    const records = await t.request({ method: 'GET', url: '/wps/v2/deposit/records?pageNo=1&pageSize=10', headers: bearer(token) });
    const listed = records.json().value.list.find((row: { id: number }) => row.id === started.id);
    expect(listed).toMatchObject({ status: 'PENDING', payUrl: started.payUrl, expiresAt: t.clock.now() + 30 * MINUTE });
    const page = await t.request({ method: 'GET', url: started.payUrl });
    expect(page.statusCode).toBe(200);
  });

  it('cancels a pending deposit, tells the sandbox gateway, and the pay page then takes no money', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 20_000);
    const response = await cancel(started.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ id: started.id, status: 'CANCELLED', payUrl: null, expiresAt: null });
    expect(await closure(started.reference)).toEqual({ reason: 'CANCELLED' });

    const paid = await pressOnPage(t, started.payUrl, 'pay');
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('cancelled or has expired');
    expect(await depositStatusOf(t, token, started.id)).toBe('CANCELLED');
    expect(await balanceOf(t, token)).toBe(before);

    // A retried cancel answers the same; another member cannot see or cancel it.
    expect((await cancel(started.id)).json().value.status).toBe('CANCELLED');
    const foreign = await cancel(started.id, otherToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('RECORD_NOT_FOUND');
  });

  it('refuses to cancel a credited deposit with its own code', async () => {
    const started = await startDeposit(t, token, 10_000);
    expect((await sendCallback(t, await paidBody(t, started.reference))).statusCode).toBe(200);
    const response = await cancel(started.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'DEPOSIT_NOT_PENDING' });
    expect(await depositStatusOf(t, token, started.id)).toBe('CREDITED');
  });

  it("expires pending deposits after the brand's minutes, without a request, and tells the gateway", async () => {
    await t.updateBrand((merchant) => {
      merchant.settings.wallet.depositExpiryMinutes = 10;
    });
    const started = await startDeposit(t, token, 10_000);
    t.clock.advance(10 * MINUTE - 1);
    expect(await sweep()).toBe(0);
    expect(await depositStatusOf(t, token, started.id)).toBe('PENDING');
    t.clock.advance(1);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(await depositStatusOf(t, token, started.id)).toBe('EXPIRED');
    expect(await closure(started.reference)).toEqual({ reason: 'EXPIRED' });
    expect((await pressOnPage(t, started.payUrl, 'pay')).statusCode).toBe(409);
    await t.updateBrand((merchant) => {
      merchant.settings.wallet.depositExpiryMinutes = 30;
    });
  });

  it('credits money that arrives after expiry or cancel once, and ignores a late failure', async () => {
    const before = await balanceOf(t, token);
    const expired = await startDeposit(t, token, 30_000);
    t.clock.advance(31 * MINUTE);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const body = await paidBody(t, expired.reference);
    const late = await sendCallback(t, body);
    expect(late.json().value).toEqual({ reference: expired.reference, status: 'CREDITED' });
    expect((await sendCallback(t, body)).json().value.status).toBe('CREDITED');
    expect(await postings(expired.reference)).toHaveLength(1);

    const cancelled = await startDeposit(t, token, 10_000);
    await cancel(cancelled.id);
    const failed = await sendCallback(t, await paidBody(t, cancelled.reference, { status: 'FAILED', reason: 'Declined' }));
    expect(failed.json().value.status).toBe('CANCELLED');
    expect(await balanceOf(t, token)).toBe(before + 30_000);
  });

  it('settles each deposit once when a paid callback races a cancel or the expiry sweep', async () => {
    const before = await balanceOf(t, token);
    const cancelRace = await Promise.all(Array.from({ length: 6 }, () => startDeposit(t, token, 10_000)));
    const expiryRace = await Promise.all(Array.from({ length: 6 }, () => startDeposit(t, token, 10_000)));
    const callbacks = await Promise.all([...cancelRace, ...expiryRace].map((started) => paidBody(t, started.reference)));
    t.clock.advance(31 * MINUTE);

    const [cancels, answers] = await Promise.all([
      Promise.all(cancelRace.map((started) => cancel(started.id))),
      Promise.all(callbacks.map((body) => sendCallback(t, body))),
      sweep(),
    ]);
    for (const answer of answers) expect(answer.json().value.status, answer.body).toBe('CREDITED');
    for (const response of cancels) {
      // Either the cancel came first (and the payment was credited late, maybe before the cancel's
      // answer was read) or the credit did and the cancel was refused.
      if (response.statusCode === 200) expect(['CANCELLED', 'CREDITED']).toContain(response.json().value.status);
      else expect(response.json().code).toBe('DEPOSIT_NOT_PENDING');
    }
    for (const started of [...cancelRace, ...expiryRace]) {
      expect(await depositStatusOf(t, token, started.id)).toBe('CREDITED');
      expect(await postings(started.reference)).toHaveLength(1);
    }
    expect(await balanceOf(t, token)).toBe(before + 120_000);
  });
});
