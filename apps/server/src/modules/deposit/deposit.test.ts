import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { balanceOf, channelsOf, deposit, depositStatusOf, newKey, pressOnPage, SANDBOX_SECRET, startDeposit } from './deposit.test-kit';

describe(`deposits (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
    memberId = await t.account({ username: 'payer01', password: 'Payer1234' });
    token = await t.login('payer01', 'Payer1234');
  });
  afterAll(() => t.close());

  it("lists the brand's payment channels with their limits", async () => {
    const channels = await channelsOf(t, token);
    expect(channels.map((c) => c.code)).toEqual(['GCASH', 'MAYA', 'INSTAPAY', 'QRPH']);
    expect(channels[0]).toMatchObject({ name: 'GCash', kind: 'EWALLET', minAmount: 10_000, maxAmount: 5_000_000 });
    expect((await t.request({ method: 'GET', url: '/wps/v2/deposit/channels' })).json().code).toBe('NOT_LOGGED_IN');
  });

  it('refuses amounts outside the channel limits and channels the brand does not offer', async () => {
    const [gcash] = await channelsOf(t, token);
    for (const amount of [9_999, 5_000_001]) {
      const response = await deposit(t, token, { channelId: gcash!.id, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    }
    for (const channelId of [999_999, 2 ** 40]) {
      expect((await deposit(t, token, { channelId, amount: 10_000 })).json().code).toBe('CHANNEL_UNAVAILABLE');
    }
    expect((await deposit(t, token, { channelId: gcash!.id, amount: 100.5 })).json().code).toBe('VALIDATION_FAILED');
    expect((await deposit(t, token, { channelId: gcash!.id, amount: -100 })).json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses trial (free play) accounts', async () => {
    const trial = await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' } });
    const trialToken = trial.json().value.token as string;
    for (const call of [
      t.request({ method: 'GET', url: '/wps/v2/deposit/channels', headers: bearer(trialToken) }),
      deposit(t, trialToken, { channelId: 1, amount: 10_000 }),
      t.request({ method: 'GET', url: '/wps/v2/deposit/records', headers: bearer(trialToken) }),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NEED_TRUE_ACCOUNT');
    }
  });

  it('needs an Idempotency-Key, answers a replay with the same deposit and refuses the key for another payload', async () => {
    const [gcash, maya] = await channelsOf(t, token);
    const missing = await deposit(t, token, { channelId: gcash!.id, amount: 10_000 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const key = newKey();
    const first = await deposit(t, token, { channelId: gcash!.id, amount: 25_000 }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ channel: 'GCash', amount: 25_000, status: 'PENDING', settledAt: null });
    expect(first.json().value.reference).toMatch(/^DP[A-Z0-9]{14}$/);
    expect(first.json().value.payUrl).toMatch(/^\/sandbox-pay\/DP[A-Z0-9]{14}\?token=/);
    const again = await deposit(t, token, { channelId: gcash!.id, amount: 25_000 }, key);
    expect(again.json().value).toEqual(first.json().value);
    const reused = await deposit(t, token, { channelId: maya!.id, amount: 25_000 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const rows = await t.app.ctx.db.selectFrom('deposits').select('id').where('reference', '=', first.json().value.reference).execute();
    expect(rows).toHaveLength(1);
  });

  it('serves the hosted payment page only with the pay URL token', async () => {
    const started = await startDeposit(t, token, 123_456, 'MAYA');
    const page = await t.request({ method: 'GET', url: started.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Test Brand');
    expect(page.body).toContain('₱1,234.56');
    expect(page.body).toContain('Maya');
    expect(page.body).toContain('prefers-color-scheme: dark');
    expect(page.body).toMatch(/name="action" value="pay"/);

    const path = started.payUrl.split('?')[0]!;
    const other = await startDeposit(t, token, 10_000);
    for (const url of [path, `${path}?token=forged`, `${path}?${other.payUrl.split('?')[1]}`]) {
      const refused = await t.request({ method: 'GET', url });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('The request signature is not valid');
    }
    const forgedPress = await pressOnPage(t, started.payUrl, 'pay', 'forged');
    expect(forgedPress.statusCode).toBe(401);
    expect(await depositStatusOf(t, token, started.id)).toBe('PENDING');
    expect((await t.request({ method: 'GET', url: '/sandbox-pay/nope!' })).statusCode).toBe(404);
  });

  it('credits a paid deposit once, with a notice, a message and realtime pushes', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 50_000);
    t.pushes.length = 0;

    const paid = await pressOnPage(t, started.payUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member/depositv2?deposit=${started.reference}`);
    expect(await balanceOf(t, token)).toBe(before + 50_000);
    const record = await t.request({ method: 'GET', url: `/wps/v2/deposit/${started.id}`, headers: bearer(token) });
    expect(record.json().value).toMatchObject({ status: 'CREDITED', payUrl: null, settledAt: t.clock.now() });

    await vi.waitFor(() => {
      expect(t.pushes.filter((p) => p.memberId === memberId).map((p) => p.event)).toEqual(expect.arrayContaining(['balance', 'notice']));
    });
    const notice = t.pushes.find((p) => p.event === 'notice')!.payload;
    expect(notice).toMatchObject({ kind: 'DEPOSIT_CREDITED', params: { amount: 50_000, reference: started.reference, channel: 'GCash' } });
    const balancePush = t.pushes.find((p) => p.event === 'balance')!.payload;
    expect(balancePush).toMatchObject({ currency: 'PHP', balance: before + 50_000 });
    const messages = await t.app.ctx.db.selectFrom('member_messages').selectAll().where('member_id', '=', memberId).execute();
    expect(messages.filter((m) => m.kind === 'DEPOSIT_CREDITED')).toHaveLength(1);
    expect((await listAudit(t.app.ctx.db, 'deposit', started.id)).map((a) => a.action)).toEqual(['deposit.created', 'deposit.credited']);

    // A second press (double click, back button) sends another callback: nothing more happens.
    expect((await pressOnPage(t, started.payUrl, 'pay')).statusCode).toBe(303);
    expect((await pressOnPage(t, started.payUrl, 'decline')).statusCode).toBe(303);
    expect(await balanceOf(t, token)).toBe(before + 50_000);
    const page = await t.request({ method: 'GET', url: started.payUrl });
    expect(page.body).toContain('This deposit is already paid.');
    expect(page.body).not.toContain('value="pay"');
  });

  it('fails a declined deposit without moving money', async () => {
    const before = await balanceOf(t, token);
    const started = await startDeposit(t, token, 20_000, 'QRPH');
    t.pushes.length = 0;
    expect((await pressOnPage(t, started.payUrl, 'decline')).statusCode).toBe(303);
    expect(await depositStatusOf(t, token, started.id)).toBe('FAILED');
    expect(await balanceOf(t, token)).toBe(before);
    await vi.waitFor(() => expect(t.pushes.map((p) => p.event)).toContain('notice'));
    expect(t.pushes.find((p) => p.event === 'notice')!.payload).toMatchObject({
      kind: 'DEPOSIT_FAILED',
      params: { reference: started.reference },
    });
    expect((await pressOnPage(t, started.payUrl, 'pay')).statusCode).toBe(303);
    expect(await depositStatusOf(t, token, started.id)).toBe('FAILED');
    expect(await balanceOf(t, token)).toBe(before);
  });

  it("pages the member's own deposits, newest first", async () => {
    await t.account({ username: 'pager01', password: 'Pager1234' });
    const pager = await t.login('pager01', 'Pager1234');
    const made = [];
    for (const amount of [10_000, 20_000, 30_000]) {
      made.push(await startDeposit(t, pager, amount));
      t.clock.advance(1000);
    }
    const page = await t.request({ method: 'GET', url: '/wps/v2/deposit/records?pageNo=1&pageSize=2', headers: bearer(pager) });
    expect(page.json().value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.json().value.list.map((d: { amount: number }) => d.amount)).toEqual([30_000, 20_000]);
    const second = await t.request({ method: 'GET', url: '/wps/v2/deposit/records?pageNo=2&pageSize=2', headers: bearer(pager) });
    expect(second.json().value.list.map((d: { amount: number }) => d.amount)).toEqual([10_000]);
    // Someone else's deposit is not there to see.
    const theirs = await t.request({ method: 'GET', url: `/wps/v2/deposit/${made[0]!.id}`, headers: bearer(token) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('RECORD_NOT_FOUND');
    for (const id of ['abc', '0', String(2 ** 40)]) {
      expect((await t.request({ method: 'GET', url: `/wps/v2/deposit/${id}`, headers: bearer(pager) })).json().code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await t.request({ method: 'GET', url: '/wps/v2/deposit/records?pageSize=1000', headers: bearer(pager) })).statusCode).toBe(400);
  });
});

describe(`the sandbox gateway's secret and switch (${testDatabaseName()})`, () => {
  it('generates one secret in the database that every process shares', async () => {
    // Two processes need one database: on SQLite a file (each in-memory database is private).
    const dir = testDatabaseName() === 'sqlite' ? await mkdtemp(join(tmpdir(), 'panalo-deposit-')) : null;
    const t = await createTestApp(dir ? { DATABASE_URL: `sqlite:${join(dir, 'shared.db')}` } : {});
    try {
      await t.account({ username: 'shared01', password: 'Shared1234' });
      const token = await t.login('shared01', 'Shared1234');
      const started = await startDeposit(t, token, 10_000);
      const peer = await t.peer();
      const page = await peer.inject({ method: 'GET', url: started.payUrl });
      expect(page.statusCode).toBe(200);
      const keys = await t.app.ctx.db.selectFrom('system_keys').select('kind').where('kind', '=', 'sandbox-gateway').execute();
      expect(keys).toHaveLength(1);
    } finally {
      await t.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('offers no sandbox channel when the sandbox is off (the production default)', async () => {
    const t = await createTestApp({ SANDBOX_GATEWAY_ENABLED: 'false' });
    try {
      await t.account({ username: 'prod01', password: 'Prod12345' });
      const token = await t.login('prod01', 'Prod12345');
      expect(await channelsOf(t, token)).toEqual([]);
      const channel = await t.app.ctx.db.selectFrom('payment_channels').select('id').executeTakeFirstOrThrow();
      expect((await deposit(t, token, { channelId: channel.id, amount: 10_000 })).json().code).toBe('CHANNEL_UNAVAILABLE');
      expect((await t.request({ method: 'GET', url: '/sandbox-pay/DPAAAAAAAAAAAAAA?token=x' })).statusCode).toBe(404);
      const callback = await t.request({ method: 'POST', url: '/wps/payments/sandbox/callback', payload: {} });
      expect(callback.json().code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
