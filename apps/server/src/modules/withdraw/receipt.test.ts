import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { signInAgain } from '../staff/staff.test-kit';
import { listAudit } from '../audit/audit.repository';
import { closeOverdueReceipts } from './receipt.service';
import { decide, GIF_1X1, operatorToken, PNG_1X1, readyMember, withdraw } from './withdraw.test-kit';

describe(`withdrawal receipt (${testDatabaseName()})`, () => {
  let t: TestApp;
  let uploads: string;
  let operator: string;
  let operatorSecret: string;
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'panalo-uploads-'));
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', STORAGE_DIR: uploads });
    ({ token: operator, secret: operatorSecret } = await operatorToken(t));
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  /** A member whose withdrawal of `amount` was approved and paid. */
  const paidWithdrawal = async (username: string, amount = 100_000) => {
    const member = await readyMember(t, username);
    const requested = await withdraw(t, member.token, { amount, payoutAccountId: member.payoutAccountId, paymentPassword: '123456' });
    const id = requested.json().value.id as number;
    expect((await decide(t, operator, id, 'approve')).statusCode).toBe(200);
    expect((await decide(t, operator, id, 'paid')).statusCode).toBe(200);
    return { ...member, id };
  };
  const answer = (token: string, id: number | string, payload: object) =>
    t.request({ method: 'POST', url: `/wps/v2/withdraw/${id}/receipt`, headers: bearer(token), payload });

  it('takes a full receipt once, and only for a paid withdrawal of the member', async () => {
    const member = await readyMember(t, 'early01');
    const pending = await withdraw(t, member.token, { amount: 50_000, payoutAccountId: member.payoutAccountId, paymentPassword: '123456' });
    expect((await answer(member.token, pending.json().value.id, { outcome: 'RECEIVED' })).json().code).toBe('ALREADY_PROCESSED');

    const { token, id, memberId } = await paidWithdrawal('full01');
    expect((await answer(member.token, id, { outcome: 'RECEIVED' })).json().code).toBe('RECORD_NOT_FOUND');
    expect((await answer(token, 999_999, { outcome: 'RECEIVED' })).json().code).toBe('RECORD_NOT_FOUND');
    expect((await answer(token, id, { outcome: 'LOST' })).json().code).toBe('VALIDATION_FAILED');
    const received = await answer(token, id, { outcome: 'RECEIVED' });
    expect(received.json().value).toMatchObject({ status: 'PAID', receiptStatus: 'RECEIVED', receivedAmount: 100_000 });
    expect((await answer(token, id, { outcome: 'NOT_RECEIVED', proof: PNG_1X1.toString('base64') })).json().code).toBe('ALREADY_PROCESSED');
    const audit = await listAudit(t.app.ctx.db, 'withdrawal', id);
    expect(audit.at(-1)).toMatchObject({ action: 'withdraw.receipt_answered', actor_member_id: memberId });
  });

  it('takes a partial receipt with what arrived', async () => {
    const { token, id } = await paidWithdrawal('partial01');
    expect((await answer(token, id, { outcome: 'PARTIAL' })).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await answer(token, id, { outcome: 'PARTIAL', receivedAmount: 100_000 })).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await answer(token, id, { outcome: 'PARTIAL', receivedAmount: -1 })).json().code).toBe('VALIDATION_FAILED');
    const partial = await answer(token, id, { outcome: 'PARTIAL', receivedAmount: 60_000, proof: PNG_1X1.toString('base64') });
    expect(partial.json().value).toMatchObject({ receiptStatus: 'PARTIAL', receivedAmount: 60_000 });
  });

  it('needs a JPEG or PNG screenshot of at most 5 MB when the money did not arrive', async () => {
    const { token, id } = await paidWithdrawal('missing01');
    const code = async (proof?: string) => (await answer(token, id, { outcome: 'NOT_RECEIVED', proof })).json().code;
    expect(await code()).toBe('PROOF_REQUIRED');
    expect(await code('')).toBe('PROOF_REQUIRED');
    expect(await code(GIF_1X1.toString('base64'))).toBe('FILE_TYPE_INVALID');
    expect(await code(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'))).toBe('FILE_TYPE_INVALID');
    expect(await code('not base64 at all!')).toBe('FILE_TYPE_INVALID');
    // A PNG signature followed by more than 5 MB of bytes: too large, whatever it claims to be.
    const huge = Buffer.concat([PNG_1X1, Buffer.alloc(5_242_881)]);
    expect(await code(huge.toString('base64'))).toBe('FILE_TOO_LARGE');

    const accepted = await answer(token, id, { outcome: 'NOT_RECEIVED', proof: `data:image/png;base64,${PNG_1X1.toString('base64')}` });
    expect(accepted.json().value).toMatchObject({ receiptStatus: 'NOT_RECEIVED', receivedAmount: 0 });
    const row = await t.app.ctx.db.selectFrom('withdrawals').select('receipt_proof').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.receipt_proof).toMatch(/^withdraw-receipts\/\d+\/WD[A-Z0-9]+-[A-Za-z0-9]+\.png$/);
    expect(await readFile(join(uploads, row.receipt_proof!))).toEqual(PNG_1X1);

    // Staff see the screenshot; members cannot reach it.
    const proof = await t.request({ method: 'GET', url: `/wps/operator/withdrawals/${id}/proof`, headers: bearer(operator) });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload).toEqual(PNG_1X1);
    expect((await t.request({ method: 'GET', url: `/wps/operator/withdrawals/${id}/proof`, headers: bearer(token) })).json().code).toBe(
      'OPERATOR_ONLY',
    );
  });

  it('counts an unanswered receipt as received once the brand minutes have passed', async () => {
    const { token, id } = await paidWithdrawal('silent01', 70_000);
    t.clock.advance(59 * MINUTE);
    const records = async () =>
      (await t.request({ method: 'GET', url: '/wps/v2/withdraw/records', headers: bearer(token) })).json().value.list[0];
    expect(await records()).toMatchObject({ id, receiptStatus: 'AWAITING', receivedAmount: null });
    t.clock.advance(MINUTE);
    // Shown as received at once, before the sweep has written it down.
    expect(await records()).toMatchObject({ id, receiptStatus: 'AUTO_RECEIVED', receivedAmount: 70_000 });
    expect((await answer(token, id, { outcome: 'NOT_RECEIVED', proof: PNG_1X1.toString('base64') })).json().code).toBe('ALREADY_PROCESSED');

    expect(await closeOverdueReceipts(t.app.ctx)).toBe(1);
    expect(await closeOverdueReceipts(t.app.ctx)).toBe(0);
    const row = await t.app.ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ receipt_status: 'AUTO_RECEIVED', received_amount: 70_000, receipt_at: row.receipt_deadline });
    expect((await listAudit(t.app.ctx.db, 'withdrawal', id)).at(-1)).toMatchObject({
      action: 'withdraw.receipt_auto_received',
      actor_member_id: null,
    });
    // An hour idle ended the operator's staff session (STAFF_IDLE_MINUTES): they sign in again.
    const again = await signInAgain(t, 'operator1', operatorSecret);
    const operatorView = (await t.request({ method: 'GET', url: '/wps/operator/withdrawals?status=PAID', headers: bearer(again) })).json()
      .value;
    expect(operatorView.list.find((item: { id: number }) => item.id === id)).toMatchObject({
      receiptStatus: 'AUTO_RECEIVED',
      account: 'silent01',
    });
  });
});
