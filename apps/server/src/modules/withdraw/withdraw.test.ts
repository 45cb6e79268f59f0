import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { balance, fund, readyMember, withdraw } from './withdraw.test-kit';

describe(`payment password (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const setPassword = (token: string, payload: object) =>
    t.request({ method: 'POST', url: '/wps/v2/member/paymentPassword', headers: bearer(token), payload });

  it('sets the first one with the log-in password and changes it with the old one', async () => {
    const memberId = await t.account({ username: 'payer01', password: 'Payer1234' });
    const token = await t.login('payer01', 'Payer1234');
    const code = async (payload: object) => (await setPassword(token, payload)).json().code;
    expect(await code({ loginPassword: 'Payer1234', newPassword: '12345', confirmPassword: '12345' })).toBe(
      'PAYMENT_PASSWORD_FORMAT_INVALID',
    );
    expect(await code({ loginPassword: 'Payer1234', newPassword: '12345a', confirmPassword: '12345a' })).toBe(
      'PAYMENT_PASSWORD_FORMAT_INVALID',
    );
    expect(await code({ loginPassword: 'Payer1234', newPassword: '123456', confirmPassword: '123457' })).toBe(
      'PASSWORD_CONFIRMATION_MISMATCH',
    );
    expect(await code({ newPassword: '123456', confirmPassword: '123456' })).toBe('REQUIRED_FIELDS_MISSING');
    expect(await code({ loginPassword: 'Wrong1234', newPassword: '123456', confirmPassword: '123456' })).toBe('OLD_PASSWORD_INCORRECT');

    const config = async () => (await t.request({ method: 'GET', url: '/wps/v2/withdraw/config', headers: bearer(token) })).json().value;
    expect((await config()).hasPaymentPassword).toBe(false);
    const set = await setPassword(token, { loginPassword: 'Payer1234', newPassword: '123456', confirmPassword: '123456' });
    expect(set.json()).toEqual({ success: true, value: null });
    expect((await config()).hasPaymentPassword).toBe(true);

    // Now the old payment password is what proves the member; the log-in password no longer does.
    expect(await code({ loginPassword: 'Payer1234', newPassword: '654321', confirmPassword: '654321' })).toBe('REQUIRED_FIELDS_MISSING');
    expect(await code({ oldPassword: '000000', newPassword: '654321', confirmPassword: '654321' })).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await setPassword(token, { oldPassword: '123456', newPassword: '654321', confirmPassword: '654321' })).statusCode).toBe(200);

    const stored = await t.app.ctx.db
      .selectFrom('credentials')
      .select('payment_password_hash')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(stored.payment_password_hash).toMatch(/^\$argon2id\$/);
    const actions = (await listAudit(t.app.ctx.db, 'member', memberId)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['member.payment_password_set', 'member.payment_password_changed']));
  });

  it('locks the payment password for a while after five wrong guesses', async () => {
    const memberId = await t.account({ username: 'guesser01', password: 'Guess1234', kycStatus: 'A', paymentPassword: '111111' });
    await fund(t, memberId, 100_000);
    const token = await t.login('guesser01', 'Guess1234');
    const payload = (paymentPassword: string) => ({ amount: 10_000, payoutAccountId: 1, paymentPassword });
    for (let guess = 0; guess < 5; guess++)
      expect((await withdraw(t, token, payload(`00000${guess}`))).json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const locked = await withdraw(t, token, payload('111111'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    t.clock.advance(6 * 60_000);
    expect((await withdraw(t, token, payload('111111'))).json().code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
  });

  it('is not for trial accounts', async () => {
    const trial = (await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    expect((await setPassword(trial, { loginPassword: 'x', newPassword: '123456', confirmPassword: '123456' })).json().code).toBe(
      'NEED_TRUE_ACCOUNT',
    );
  });
});

describe(`payout accounts (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ username: 'saver01', password: 'Saver1234' });
    token = await t.login('saver01', 'Saver1234');
  });
  afterAll(() => t.close());

  const add = (payload: object, as = token) =>
    t.request({ method: 'POST', url: '/wps/v2/withdraw/accounts', headers: bearer(as), payload });
  const list = async () => (await t.request({ method: 'GET', url: '/wps/v2/withdraw/accounts', headers: bearer(token) })).json().value;
  const remove = (id: number | string, as = token) =>
    t.request({ method: 'DELETE', url: `/wps/v2/withdraw/accounts/${id}`, headers: bearer(as) });
  const account = (n: number) => ({ kind: 'BANK', provider: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: `0012-3456-78${n}` });

  it('saves up to five accounts, shows only the last four digits, and removes them softly', async () => {
    const first = await add(account(1));
    expect(first.json().value).toMatchObject({ kind: 'BANK', provider: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '•••• 6781' });
    for (let n = 2; n <= 5; n++) expect((await add(account(n))).statusCode).toBe(200);
    const sixth = await add(account(6));
    expect(sixth.json().code).toBe('PAYOUT_ACCOUNT_LIMIT');
    expect(await list()).toHaveLength(5);

    expect((await remove(first.json().value.id)).json()).toEqual({ success: true, value: null });
    expect((await remove(first.json().value.id)).json().code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await list()).toHaveLength(4);
    expect((await add(account(6))).statusCode).toBe(200);
    // The removed row stays (withdrawals point at it), stored as digits only.
    const rows = await t.app.ctx.db.selectFrom('payout_accounts').select(['account_number', 'removed_at']).orderBy('id').execute();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ account_number: '00123456781' });
    expect(rows[0]!.removed_at).not.toBeNull();
  });

  it("refuses bad input and another member's account", async () => {
    expect((await add({ ...account(1), accountNumber: '------' })).json().code).toBe('VALIDATION_FAILED');
    expect((await add({ ...account(1), kind: 'CASH' })).json().code).toBe('VALIDATION_FAILED');
    expect((await remove('{id}')).json().code).toBe('VALIDATION_FAILED');
    await t.account({ username: 'other01', password: 'Other1234' });
    const other = await t.login('other01', 'Other1234');
    const [mine] = await list();
    expect((await remove(mine.id, other)).json().code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
  });
});

describe(`withdrawal request (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('holds the amount, shows it held, and lists the request', async () => {
    const { token, payoutAccountId } = await readyMember(t, 'holder01', 500_000);
    const config = (await t.request({ method: 'GET', url: '/wps/v2/withdraw/config', headers: bearer(token) })).json().value;
    expect(config).toMatchObject({
      currency: 'PHP',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      dailyCount: 5,
      usedToday: 0,
      balance: 500_000,
      hasPaymentPassword: true,
      kycRequired: true,
      kycComplete: true,
      receiptMinutes: 60,
    });
    expect(config.payoutAccounts).toHaveLength(1);

    const response = await withdraw(t, token, { amount: 200_000, payoutAccountId, paymentPassword: '123456' });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      amount: 200_000,
      status: 'PENDING',
      payoutAccount: 'GCash · •••• 4567 · Juan Dela Cruz',
      receiptStatus: null,
    });
    expect(value.reference).toMatch(/^WD[A-Z0-9]{14}$/);
    expect(await balance(t, token)).toMatchObject({ balance: 300_000, held: 200_000 });

    const records = (await t.request({ method: 'GET', url: '/wps/v2/withdraw/records?pageSize=10', headers: bearer(token) })).json().value;
    expect(records).toMatchObject({ total: 1, pageNo: 1, pageSize: 10, totalPages: 1 });
    expect(records.list[0]).toEqual(value);
    const history = (await t.request({ method: 'GET', url: '/wps/v2/wallets/transactions', headers: bearer(token) })).json().value;
    expect(history?.list?.[0]).toMatchObject({ type: 'WITHDRAW', amount: -200_000 });
    expect(await listAudit(t.app.ctx.db, 'withdrawal', value.id)).toHaveLength(1);
  });

  it('replays a request with the same key and holds once', async () => {
    const { token, payoutAccountId } = await readyMember(t, 'replay01', 500_000);
    const key = randomUUID();
    const payload = { amount: 100_000, payoutAccountId, paymentPassword: '123456' };
    const first = await withdraw(t, token, payload, key);
    const again = await withdraw(t, token, payload, key);
    expect(again.json()).toEqual(first.json());
    expect(await balance(t, token)).toMatchObject({ balance: 400_000, held: 100_000 });
    expect((await withdraw(t, token, { ...payload, amount: 100_001 }, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await withdraw(t, token, payload, null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const rows = await t.app.ctx.db.selectFrom('withdrawals').select('id').where('reference', '=', first.json().value.reference).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses each case in turn', async () => {
    const memberId = await t.account({ username: 'refused01', password: 'Refused1234' });
    await fund(t, memberId, 60_000);
    const token = await t.login('refused01', 'Refused1234');
    const { json } = await t.request({
      method: 'POST',
      url: '/wps/v2/withdraw/accounts',
      headers: bearer(token),
      payload: { kind: 'BANK', provider: 'BPI', accountName: 'Maria Santos', accountNumber: '1234567890' },
    });
    const payoutAccountId = json().value.id;
    const code = async (payload: object) =>
      (await withdraw(t, token, { amount: 50_000, payoutAccountId, paymentPassword: '123456', ...payload })).json().code;

    expect(await code({})).toBe('KYC_REQUIRED');
    await t.app.ctx.db.updateTable('members').set({ kyc_status: 'A' }).where('id', '=', memberId).execute();
    expect(await code({})).toBe('PAYMENT_PASSWORD_NOT_SET');
    await t.request({
      method: 'POST',
      url: '/wps/v2/member/paymentPassword',
      headers: bearer(token),
      payload: { loginPassword: 'Refused1234', newPassword: '123456', confirmPassword: '123456' },
    });
    expect(await code({ paymentPassword: '654321' })).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await code({ amount: 9_999 })).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await code({ amount: 5_000_001 })).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await code({ payoutAccountId: payoutAccountId + 1000 })).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await code({ amount: 60_001 })).toBe('INSUFFICIENT_BALANCE');
    expect(await code({ amount: 0 })).toBe('VALIDATION_FAILED');
    expect(await code({ amount: 10_000.5 })).toBe('VALIDATION_FAILED');
    expect(await balance(t, token)).toMatchObject({ balance: 60_000, held: 0 });

    // The brand may drop the KYC requirement.
    await t.app.ctx.db.updateTable('members').set({ kyc_status: 'P' }).where('id', '=', memberId).execute();
    await t.updateBrand((m) => (m.settings.wallet.withdraw.requireKyc = false));
    expect(await code({ amount: 10_000 })).toBeUndefined();
    await t.updateBrand((m) => (m.settings.wallet.withdraw.requireKyc = true));

    const trial = (await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    expect((await withdraw(t, trial, { amount: 50_000, payoutAccountId, paymentPassword: '123456' })).json().code).toBe(
      'NEED_TRUE_ACCOUNT',
    );
    expect((await t.request({ method: 'GET', url: '/wps/v2/withdraw/config', headers: bearer(trial) })).json().code).toBe(
      'NEED_TRUE_ACCOUNT',
    );
  });

  it("counts the day's requests in the brand's day", async () => {
    await t.updateBrand((m) => (m.settings.wallet.withdraw.dailyCount = 2));
    const { token: first, payoutAccountId } = await readyMember(t, 'daily01', 1_000_000);
    let token = first;
    const payload = { amount: 10_000, payoutAccountId, paymentPassword: '123456' };
    expect((await withdraw(t, token, payload)).statusCode).toBe(200);
    expect((await withdraw(t, token, payload)).statusCode).toBe(200);
    expect((await withdraw(t, token, payload)).json().code).toBe('WITHDRAW_DAILY_LIMIT');
    const config = (await t.request({ method: 'GET', url: '/wps/v2/withdraw/config', headers: bearer(token) })).json().value;
    expect(config).toMatchObject({ dailyCount: 2, usedToday: 2 });
    // 10:00 UTC is 18:00 in Manila (GMT+8): the brand's next day starts six hours later.
    t.clock.advance(6 * HOUR - 1);
    token = await t.login('daily01', 'Member1234');
    expect((await withdraw(t, token, payload)).json().code).toBe('WITHDRAW_DAILY_LIMIT');
    t.clock.advance(1);
    expect((await withdraw(t, token, payload)).statusCode).toBe(200);
    await t.updateBrand((m) => (m.settings.wallet.withdraw.dailyCount = 5));
  });

  it('lets only one of two simultaneous requests through when one is left for the day', async () => {
    await t.updateBrand((m) => (m.settings.wallet.withdraw.dailyCount = 1));
    const { token, payoutAccountId } = await readyMember(t, 'racer01', 1_000_000);
    const payload = { amount: 10_000, payoutAccountId, paymentPassword: '123456' };
    const answers = await Promise.all([withdraw(t, token, payload), withdraw(t, token, payload)]);
    expect(answers.map((answer) => answer.json().code ?? 'OK').sort()).toEqual(['OK', 'WITHDRAW_DAILY_LIMIT']);
    expect(await balance(t, token)).toMatchObject({ balance: 990_000, held: 10_000 });
    await t.updateBrand((m) => (m.settings.wallet.withdraw.dailyCount = 5));
  });
});
