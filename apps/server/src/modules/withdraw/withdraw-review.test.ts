import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../staff/staff.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { balance, decide, operatorToken, readyMember, withdraw } from './withdraw.test-kit';

describe(`operator decisions (${testDatabaseName()})`, () => {
  let t: TestApp;
  let operator: { operatorId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    operator = await operatorToken(t);
  });
  afterAll(() => t.close());

  const request = async (username: string, amount: number) => {
    const member = await readyMember(t, username, 1_000_000);
    const response = await withdraw(t, member.token, { amount, payoutAccountId: member.payoutAccountId, paymentPassword: '123456' });
    expect(response.statusCode, response.body).toBe(200);
    return { ...member, withdrawal: response.json().value };
  };
  const noticesOf = (memberId: number) =>
    t.pushes
      .filter((push) => push.memberId === memberId && push.event === 'notice')
      .map((push) => push.payload as { kind: string; params: object });

  it('approves, then pays: the held amount leaves and the member is told each time', async () => {
    const { memberId, token, withdrawal } = await request('paid01', 300_000);
    const approved = await decide(t, operator.token, withdrawal.id, 'approve');
    expect(approved.json().value).toMatchObject({
      status: 'APPROVED',
      receiptStatus: null,
      payoutAccount: 'GCash · 09171234567 · Juan Dela Cruz',
    });
    expect(approved.json().value.decidedAt).toBe(t.clock.now());
    expect(await balance(t, token)).toMatchObject({ balance: 700_000, held: 300_000 });

    const paid = await decide(t, operator.token, withdrawal.id, 'paid', { reason: 'GCash ref 8812' });
    expect(paid.json().value).toMatchObject({
      status: 'PAID',
      paidAt: t.clock.now(),
      receiptStatus: 'AWAITING',
      receiptDeadline: t.clock.now() + 60 * 60_000,
    });
    expect(await balance(t, token)).toMatchObject({ balance: 700_000, held: 0 });

    expect(noticesOf(memberId)).toEqual([
      expect.objectContaining({ kind: 'WITHDRAW_APPROVED', params: { amount: 300_000, reference: withdrawal.reference } }),
      expect.objectContaining({
        kind: 'WITHDRAW_PAID',
        params: { amount: 300_000, reference: withdrawal.reference, reason: 'GCash ref 8812' },
      }),
    ]);
    const messages = await t.app.ctx.db
      .selectFrom('member_messages')
      .select('kind')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    expect(messages.map((message) => message.kind)).toEqual(['WITHDRAW_APPROVED', 'WITHDRAW_PAID']);
    const audit = await listAudit(t.app.ctx.db, 'withdrawal', withdrawal.id);
    expect(audit.map((entry) => [entry.action, entry.actor_member_id])).toEqual([
      ['withdraw.requested', memberId],
      ['withdraw.approve', operator.operatorId],
      ['withdraw.paid', operator.operatorId],
    ]);
    // The member sees the account number masked; the operator, who sends the money, in full.
    const records = (await t.request({ method: 'GET', url: '/wps/v2/withdraw/records', headers: bearer(token) })).json().value;
    expect(records.list[0]).toMatchObject({ status: 'PAID', payoutAccount: 'GCash · •••• 4567 · Juan Dela Cruz' });
  });

  it('rejects a pending or approved request and gives the amount back once', async () => {
    const { memberId, token, withdrawal } = await request('rejected01', 250_000);
    const rejected = await decide(t, operator.token, withdrawal.id, 'reject', { reason: 'Name does not match' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', reason: 'Name does not match' });
    expect(await balance(t, token)).toMatchObject({ balance: 1_000_000, held: 0 });
    expect(noticesOf(memberId)).toEqual([
      expect.objectContaining({
        kind: 'WITHDRAW_REJECTED',
        params: { amount: 250_000, reference: withdrawal.reference, reason: 'Name does not match' },
      }),
    ]);
    expect(t.pushes.some((push) => push.memberId === memberId && push.event === 'balance')).toBe(true);

    const again = await request('rejected03', 100_000);
    await decide(t, operator.token, again.withdrawal.id, 'approve');
    expect((await decide(t, operator.token, again.withdrawal.id, 'reject')).json().value.status).toBe('REJECTED');
    expect(await balance(t, again.token)).toMatchObject({ balance: 1_000_000, held: 0 });
  });

  it('applies each decision once and only from the right state', async () => {
    const { token, withdrawal } = await request('twice01', 100_000);
    const code = async (decision: 'approve' | 'reject' | 'paid') => (await decide(t, operator.token, withdrawal.id, decision)).json().code;
    const early = await decide(t, operator.token, withdrawal.id, 'paid');
    expect(early.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_APPROVED',
      message: 'This withdrawal must be approved before it can be marked as paid',
    });
    expect(early.statusCode).toBe(409);
    expect(await code('approve')).toBeUndefined();
    expect(await code('approve')).toBe('ALREADY_PROCESSED');
    expect(await code('paid')).toBeUndefined();
    expect(await code('reject')).toBe('ALREADY_PROCESSED');
    expect(await code('paid')).toBe('ALREADY_PROCESSED');
    expect(await balance(t, token)).toMatchObject({ balance: 900_000, held: 0 });
    expect((await decide(t, operator.token, 999_999, 'approve')).json().code).toBe('RECORD_NOT_FOUND');
    expect((await decide(t, operator.token, 0, 'approve')).json().code).toBe('VALIDATION_FAILED');
  });

  it('releases once when two operators reject at the same moment', async () => {
    const { token, withdrawal } = await request('race01', 100_000);
    const answers = await Promise.all([
      decide(t, operator.token, withdrawal.id, 'reject'),
      decide(t, operator.token, withdrawal.id, 'reject'),
    ]);
    expect(answers.map((answer) => answer.json().code ?? 'OK').sort()).toEqual(['ALREADY_PROCESSED', 'OK']);
    expect(await balance(t, token)).toMatchObject({ balance: 1_000_000, held: 0 });
    const releases = await t.app.ctx.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('reference', '=', withdrawal.reference)
      .where('event', '=', 'WITHDRAW_RELEASE')
      .execute();
    expect(releases).toHaveLength(1);
  });

  it("gives a rejected request's turn of the day back", async () => {
    await t.updateBrand((m) => (m.settings.wallet.withdraw.dailyCount = 1));
    const { token, payoutAccountId, withdrawal } = await request('turns01', 10_000);
    const payload = { amount: 10_000, payoutAccountId, paymentPassword: '123456' };
    expect((await withdraw(t, token, payload)).json().code).toBe('WITHDRAW_DAILY_LIMIT');
    await decide(t, operator.token, withdrawal.id, 'reject');
    expect((await withdraw(t, token, payload)).statusCode).toBe(200);
    await t.updateBrand((m) => (m.settings.wallet.withdraw.dailyCount = 5));
  });

  it('lists the brand withdrawals with the member account, filtered by state', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/wps/operator/withdrawals?status=PAID&pageSize=50',
      headers: bearer(operator.token),
    });
    expect(page.statusCode, page.body).toBe(200);
    const value = page.json().value;
    expect(value.list.length).toBeGreaterThanOrEqual(2);
    expect(value.list.every((item: { status: string }) => item.status === 'PAID')).toBe(true);
    expect(value.list.map((item: { account: string }) => item.account)).toEqual(expect.arrayContaining(['paid01', 'twice01']));
    const all = (await t.request({ method: 'GET', url: '/wps/operator/withdrawals', headers: bearer(operator.token) })).json().value;
    expect(all.total).toBeGreaterThan(value.total);
    expect(
      (await t.request({ method: 'GET', url: '/wps/operator/withdrawals?status=LOST', headers: bearer(operator.token) })).json().code,
    ).toBe('VALIDATION_FAILED');
  });

  it("keeps each brand's operators to their own brand", async () => {
    const other = await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
    const { token: foreign } = await staffSession(t, 'operator9', ['finance'], { merchantId: other.merchantId, host: 'other.test' });
    const mine = (await request('branded01', 50_000)).withdrawal;

    const list = await t.request({ method: 'GET', url: '/wps/operator/withdrawals', headers: { ...bearer(foreign), host: 'other.test' } });
    expect(list.json().value).toMatchObject({ list: [], total: 0 });
    expect((await decide(t, foreign, mine.id, 'approve', {}, 'other.test')).json().code).toBe('RECORD_NOT_FOUND');
    // Its token is not a session on this brand at all.
    expect((await decide(t, foreign, mine.id, 'approve')).json().code).toBe('NOT_LOGGED_IN');
    // Nor is this brand's operator one on the other brand.
    expect(
      (
        await t.request({ method: 'GET', url: '/wps/operator/withdrawals', headers: { ...bearer(operator.token), host: 'other.test' } })
      ).json().code,
    ).toBe('NOT_LOGGED_IN');
    const row = await t.app.ctx.db.selectFrom('withdrawals').select('status').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });
});
