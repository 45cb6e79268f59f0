import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../../adapters/payments/callback-signature';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { balanceOf, depositStatusOf, paidBody, SANDBOX_SECRET, sendCallback, startDeposit } from './deposit.test-kit';

/** What a gateway's callback can do, and what a forger or a replayer cannot. */
describe(`deposit callbacks (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
    memberId = await t.account({ username: 'gateway01', password: 'Gateway1234' });
    token = await t.login('gateway01', 'Gateway1234');
  });
  afterAll(() => t.close());

  const creditedPostings = (reference: string) =>
    t.app.ctx.db.selectFrom('ledger_postings').select('id').where('reference', '=', reference).where('event', '=', 'DEPOSIT').execute();

  it('credits a signed PAID callback and refuses the same callback delivered again', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 40_000);
    const body = await paidBody(t, started.reference);
    const first = await sendCallback(t, body, { nonce: 'nonce-replay-0000001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ reference: started.reference, status: 'CREDITED' });
    const replay = await sendCallback(t, body, { nonce: 'nonce-replay-0000001' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SIGNATURE_INVALID');
    expect(await balanceOf(t, token)).toBe(before + 40_000);
  });

  it('refuses a stale or future timestamp, and takes one within five minutes', async () => {
    const started = await startDeposit(t, token, 10_000);
    const body = await paidBody(t, started.reference);
    for (const offset of [-301_000, 301_000]) {
      const response = await sendCallback(t, body, { signedAt: t.clock.now() + offset });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SIGNATURE_INVALID');
    }
    expect(await depositStatusOf(t, token, started.id)).toBe('PENDING');
    expect((await sendCallback(t, body, { signedAt: t.clock.now() - 240_000 })).statusCode).toBe(200);
  });

  it('refuses a bad signature, a tampered body and missing headers', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 10_000);
    const body = await paidBody(t, started.reference);
    const wrongSecret = await sendCallback(t, body, { secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().code).toBe('SIGNATURE_INVALID');

    const genuine = await sendCallback(t, { ...body, status: 'FAILED' }, { nonce: 'nonce-tamper-0000001' });
    expect(genuine.statusCode).toBe(200);
    const unsigned = await t.request({ method: 'POST', url: '/wps/payments/sandbox/callback', payload: body });
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
    const other = await startDeposit(t, token, 10_000);
    // The signature of one callback does not carry over to another body.
    const raw = JSON.stringify(await paidBody(t, other.reference));
    const tampered = await t.request({
      method: 'POST',
      url: '/wps/payments/sandbox/callback',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-timestamp': String(Math.floor(t.clock.now() / 1000)),
        'x-sandbox-nonce': 'nonce-tamper-0000002',
        'x-sandbox-signature': 'ab'.repeat(32),
      },
      payload: raw,
    });
    expect(tampered.statusCode).toBe(401);
    expect(await depositStatusOf(t, token, other.id)).toBe('PENDING');
    expect(await balanceOf(t, token)).toBe(before);
  });

  it('answers success and changes nothing when FAILED arrives after CREDITED', async () => {
    const started = await startDeposit(t, token, 15_000);
    const body = await paidBody(t, started.reference);
    expect((await sendCallback(t, body)).statusCode).toBe(200);
    const after = await balanceOf(t, token);
    const late = await sendCallback(t, { ...body, status: 'FAILED', reason: 'timeout' });
    expect(late.statusCode).toBe(200);
    expect(late.json().value).toEqual({ reference: started.reference, status: 'CREDITED' });
    expect(await balanceOf(t, token)).toBe(after);
    expect(await depositStatusOf(t, token, started.id)).toBe('CREDITED');
    const actions = (await listAudit(t.app.ctx.db, 'deposit', started.id)).map((a) => a.action);
    expect(actions).toEqual(['deposit.created', 'deposit.credited', 'deposit.callback_ignored']);
  });

  it('refuses and audits a callback whose amount, currency or gateway reference differs', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 10_000);
    const body = await paidBody(t, started.reference);
    for (const change of [{ amount: 1_000_000 }, { currency: 'USD' }, { gatewayReference: 'SBX-someone-else' }]) {
      const response = await sendCallback(t, { ...body, ...change });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PAYMENT_MISMATCH');
    }
    expect(await depositStatusOf(t, token, started.id)).toBe('PENDING');
    expect(await balanceOf(t, token)).toBe(before);
    const refusals = (await listAudit(t.app.ctx.db, 'deposit', started.id)).filter((a) => a.action === 'deposit.callback_refused');
    expect(refusals.map((a) => JSON.parse(a.detail).mismatch)).toEqual(['amount', 'currency', 'gatewayReference']);
    // The true callback still goes through.
    expect((await sendCallback(t, body)).statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe(before + 10_000);
  });

  it('credits once when ten valid callbacks arrive together', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 77_700);
    const body = await paidBody(t, started.reference);
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendCallback(t, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.every((r) => r.json().value.status === 'CREDITED')).toBe(true);
    expect(await balanceOf(t, token)).toBe(before + 77_700);
    expect(await creditedPostings(started.reference)).toHaveLength(1);
    const notices = await t.app.ctx.db
      .selectFrom('member_messages')
      .select('params')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'DEPOSIT_CREDITED')
      .execute();
    expect(notices.filter((n) => JSON.parse(n.params).reference === started.reference)).toHaveLength(1);
  });

  it('refuses unknown deposits and unreadable bodies', async () => {
    const unknown = await sendCallback(t, {
      reference: 'DPNOSUCHDEPOSIT0',
      gatewayReference: 'SBX-x',
      status: 'PAID',
      amount: 100,
      currency: 'PHP',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('RECORD_NOT_FOUND');
    const unreadable = await sendCallback(t, { reference: 'x'.repeat(65), status: 'MAYBE' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe('VALIDATION_FAILED');
    const unknownGateway = await t.request({ method: 'POST', url: '/wps/payments/nosuch/callback', payload: {} });
    expect(unknownGateway.json().code).toBe('NOT_FOUND');
  });

  it('signs as docs/payments.md tells gateway integrators', () => {
    const body = Buffer.from(
      '{"reference":"DPE2JB7QLLY5W65X","gatewayReference":"SBX-3kq9","status":"PAID","amount":150000,"currency":"PHP"}',
    );
    expect(signCallback('s3cret', body, 1_795_291_200_000, '0f8a9c2b7d1e4a6b9c3d').signature).toBe(
      '07553d3f9c139172d51ca528b612152da8e4de5d5a874f4c9d3de9f0805a7ed5',
    );
  });

  it('takes callbacks while the brand is in maintenance: paid money must land', async () => {
    const started = await startDeposit(t, token, 10_000);
    const body = await paidBody(t, started.reference);
    await t.updateBrand((m) => (m.settings.maintenance = { enabled: true, endTime: null }));
    try {
      expect((await sendCallback(t, body)).statusCode).toBe(200);
    } finally {
      await t.updateBrand((m) => (m.settings.maintenance = { enabled: false, endTime: null }));
    }
    expect(await depositStatusOf(t, token, started.id)).toBe('CREDITED');
  });
});
