import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createBrand } from '../../seed/fixtures';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { rotateSecret } from '../system/signing-secrets';
import { balanceOf, depositStatusOf, paidBody, SANDBOX_SECRET, sendCallback, startDeposit } from './deposit.test-kit';

/** Each brand has its own callback secret per gateway, and rotating it keeps the old one for a grace window. */
describe(`gateway callback secrets per brand (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, SECRET_ROTATION_GRACE_HOURS: '24' });
    await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
    await t.account({ username: 'brandsec01', password: 'Brandsec1234' });
    token = await t.login('brandsec01', 'Brandsec1234');
  });
  afterAll(() => t.close());

  it("does not take a callback signed with one brand's secret at another brand, nor settle another brand's deposit", async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 20_000);
    const body = await paidBody(t, started.reference);
    const ours = await brandSecret(t, 'gateway', 'sandbox');
    const theirs = await brandSecret(t, 'gateway', 'sandbox', 'other');
    expect(theirs).not.toBe(ours);

    // Our brand's genuine callback, delivered to the other brand: its secret is not ours.
    const elsewhere = await sendCallback(t, body, { secret: ours, merchant: 'other' });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('SIGNATURE_INVALID');
    // The other brand's secret signs for the other brand only: our deposit is not its to settle…
    const foreign = await sendCallback(t, body, { secret: theirs, merchant: 'other' });
    expect(foreign.json().code).toBe('RECORD_NOT_FOUND');
    // …and it does not verify at our brand either.
    expect((await sendCallback(t, body, { secret: theirs })).json().code).toBe('SIGNATURE_INVALID');
    expect(await depositStatusOf(t, token, started.id)).toBe('PENDING');
    expect(await balanceOf(t, token)).toBe(before);

    const genuine = await sendCallback(t, body, { secret: ours });
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect(await balanceOf(t, token)).toBe(before + 20_000);
  });

  it('takes the old and the new secret during the grace after a rotation, and only the new one after it', async () => {
    const merchant = (await t.app.ctx.merchants.byId(t.merchantId))!;
    const deposits = [await startDeposit(t, token, 10_000), await startDeposit(t, token, 20_000), await startDeposit(t, token, 30_000)];
    const old = await brandSecret(t, 'gateway', 'sandbox');
    const rotated = await rotateSecret(t.app.ctx, { merchant, purpose: 'gateway', code: 'sandbox' });
    expect(rotated.secret).not.toBe(old);
    expect(await brandSecret(t, 'gateway', 'sandbox')).toBe(rotated.secret);

    expect((await sendCallback(t, await paidBody(t, deposits[0]!.reference), { secret: old })).statusCode).toBe(200);
    expect((await sendCallback(t, await paidBody(t, deposits[1]!.reference), { secret: rotated.secret })).statusCode).toBe(200);

    t.clock.advance(24 * HOUR + 1_000);
    const late = await sendCallback(t, await paidBody(t, deposits[2]!.reference), { secret: old });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('SIGNATURE_INVALID');
    expect((await sendCallback(t, await paidBody(t, deposits[2]!.reference), { secret: rotated.secret })).statusCode).toBe(200);
    // The other brand's secret did not move.
    expect(await brandSecret(t, 'gateway', 'sandbox', 'other')).not.toBe(rotated.secret);
  });
});
