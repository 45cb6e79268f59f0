import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { createAccount, createBrand } from '../../seed/fixtures';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { transferHelpers } from './member-transfer.test-kit';

describe(`transfers between upline and downline (${testDatabaseName()})`, () => {
  let t: TestApp;
  let h: ReturnType<typeof transferHelpers>;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    h = transferHelpers(t);
    const pp = { paymentPassword: '123456' };
    ids.agent1 = await t.account({ username: 'agent1', password: 'Agent1234', type: MemberType.AGENT, ...pp });
    ids.agent2 = await t.account({ username: 'agent2', password: 'Agent1234', type: MemberType.AGENT_41, ...pp });
    ids.member01 = await t.account({ username: 'member01', password: 'Member1234', uplineId: ids.agent1, nickname: 'Mem', ...pp });
    ids.member02 = await t.account({ username: 'member02', password: 'Member1234', uplineId: ids.agent1 });
    ids.member03 = await t.account({ username: 'member03', password: 'Member1234', uplineId: ids.agent2, ...pp });
    ids.grandchild = await t.account({ username: 'grandchild', password: 'Member1234', uplineId: ids.member01, ...pp });
    ids.loner = await t.account({ username: 'loner01', password: 'Loner1234', ...pp });
    ids.gone = await t.account({ username: 'gone01', password: 'Gone12345', uplineId: ids.agent1, ...pp });
    for (const [name, password] of [
      ['agent1', 'Agent1234'],
      ['agent2', 'Agent1234'],
      ['member01', 'Member1234'],
      ['member02', 'Member1234'],
      ['member03', 'Member1234'],
      ['grandchild', 'Member1234'],
      ['loner01', 'Loner1234'],
    ] as [string, string][]) {
      tokens[name] = await t.login(name, password);
    }
    await t.app.ctx.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', ids.gone).execute();
    for (const name of ['agent1', 'agent2', 'member01', 'member02', 'member03', 'grandchild', 'loner01']) {
      await h.fund(ids[name === 'loner01' ? 'loner' : name]!, 1_000_000);
    }
  });
  afterAll(() => t.close());

  const refusal = async (response: Awaited<ReturnType<TestApp['request']>>, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
  };

  it('offers the upline, and to agents their direct active downlines', async () => {
    const targets = async (token: string) =>
      (await t.request({ method: 'GET', url: '/wps/v2/transfer/targets', headers: bearer(token) })).json().value;
    expect(await targets(tokens.member01!)).toEqual({ upline: 'agent1', downlines: [] });
    expect(await targets(tokens.agent1!)).toEqual({
      upline: null,
      downlines: [
        { account: 'member01', nickname: 'Mem' },
        { account: 'member02', nickname: null },
      ],
    });
    expect(await targets(tokens.loner01!)).toEqual({ upline: null, downlines: [] });
  });

  it('sends money to the upline: one posting, a notice for the receiver, an audit entry', async () => {
    const before = { sender: await h.balance(tokens.member01!), receiver: await h.balance(tokens.agent1!) };
    const pushesBefore = t.pushes.length;
    const response = await h.transfer(tokens.member01!, 'upline', { amount: 2_500, paymentPassword: '123456' }, h.newKey());
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      counterpart: 'agent1',
      amount: 2_500,
      balance: { currency: 'PHP', balance: before.sender - 2_500, held: 0 },
    });
    expect(value.transferId).toMatch(/^MT[A-Z2-9]{14}$/);
    expect(await h.balance(tokens.member01!)).toBe(before.sender - 2_500);
    expect(await h.balance(tokens.agent1!)).toBe(before.receiver + 2_500);

    const [message] = (await t.request({ method: 'GET', url: '/wps/v2/messages', headers: bearer(tokens.agent1!) })).json().value.list;
    expect(message).toMatchObject({
      kind: 'TRANSFER_RECEIVED',
      params: { amount: 2_500, from: 'member01', reference: value.transferId },
      read: false,
    });
    // Pushes go out after the commit, without holding up the answer: wait for them to arrive.
    const pushed = () => t.pushes.slice(pushesBefore);
    await expect.poll(pushed).toContainEqual({ memberId: ids.agent1, event: 'notice', payload: message });
    await expect.poll(pushed).toContainEqual({ memberId: ids.member01, event: 'balance', payload: value.balance });
    await expect.poll(pushed).toContainEqual({
      memberId: ids.agent1,
      event: 'balance',
      payload: { currency: 'PHP', balance: before.receiver + 2_500, held: 0 },
    });
    const audit = await listAudit(t.app.ctx.db, 'member', ids.agent1!);
    expect(audit.map((entry) => entry.action)).toContain('transfer.upline');
    expect(JSON.parse(audit.at(-1)!.detail)).toMatchObject({ transferId: value.transferId, amount: 2_500 });
  });

  it('lets an agent send money to a direct downline, named in any case', async () => {
    const before = await h.balance(tokens.member01!);
    const response = await h.transfer(
      tokens.agent1!,
      'downline',
      { downline: ' MEMBER01 ', amount: 7_000, paymentPassword: '123456' },
      h.newKey(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ counterpart: 'member01', amount: 7_000 });
    expect(await h.balance(tokens.member01!)).toBe(before + 7_000);
  });

  it('answers a replay with the first answer and moves the money once', async () => {
    const key = h.newKey();
    const before = await h.balance(tokens.member03!);
    const first = await h.transfer(tokens.member03!, 'upline', { amount: 1_000, paymentPassword: '123456' }, key);
    const again = await h.transfer(tokens.member03!, 'upline', { amount: 1_000, paymentPassword: '123456' }, key);
    expect(again.json()).toEqual(first.json());
    expect(await h.balance(tokens.member03!)).toBe(before - 1_000);
    // The same key for another amount, or for another call, is refused.
    await refusal(
      await h.transfer(tokens.member03!, 'upline', { amount: 2_000, paymentPassword: '123456' }, key),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    await refusal(
      await h.transfer(tokens.member03!, 'upline', { amount: 1_000, paymentPassword: '123456' }),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect(await h.balance(tokens.member03!)).toBe(before - 1_000);
  });

  it('refuses trial accounts', async () => {
    const trial = (await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W', os: 'web' } })).json()
      .value;
    await refusal(
      await h.transfer(trial.token, 'upline', { amount: 1_000, paymentPassword: '123456' }, h.newKey()),
      403,
      'NEED_TRUE_ACCOUNT',
    );
    await refusal(
      await h.transfer(trial.token, 'downline', { downline: 'member01', amount: 1_000, paymentPassword: '123456' }, h.newKey()),
      403,
      'NEED_TRUE_ACCOUNT',
    );
    await refusal(
      await t.request({ method: 'GET', url: '/wps/v2/transfer/targets', headers: bearer(trial.token) }),
      403,
      'NEED_TRUE_ACCOUNT',
    );
  });

  it('allows only the direct upline and an agent’s own direct, active downlines', async () => {
    const down = (token: string, downline: string) =>
      h.transfer(token, 'downline', { downline, amount: 1_000, paymentPassword: '123456' }, h.newKey());
    await refusal(
      await h.transfer(tokens.loner01!, 'upline', { amount: 1_000, paymentPassword: '123456' }, h.newKey()),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    await refusal(await down(tokens.member01!, 'grandchild'), 403, 'TRANSFER_NOT_ALLOWED'); // not an agent
    await refusal(await down(tokens.agent1!, 'member03'), 403, 'TRANSFER_NOT_ALLOWED'); // agent2's downline
    await refusal(await down(tokens.agent1!, 'grandchild'), 403, 'TRANSFER_NOT_ALLOWED'); // not direct
    await refusal(await down(tokens.agent1!, 'gone01'), 403, 'TRANSFER_NOT_ALLOWED'); // disabled
    await refusal(await down(tokens.agent1!, 'agent1'), 403, 'TRANSFER_NOT_ALLOWED'); // self
    await refusal(await down(tokens.agent1!, 'nobody99'), 403, 'TRANSFER_NOT_ALLOWED');
  });

  it('keeps transfers within the brand', async () => {
    const other = await createBrand(t.app.ctx, { code: 'other', name: 'Other', domains: ['other.test'] });
    // A member of another brand whose upline (wrongly) points here, and a namesake of a downline.
    await createAccount(t.app.ctx, {
      merchantId: other.merchantId,
      username: 'stray01',
      password: 'Stray1234',
      uplineId: ids.agent1,
      paymentPassword: '123456',
    });
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'other.test' },
      payload: { username: 'stray01', password: 'Stray1234' },
    });
    const stray = login.json().value.token as string;
    const onOther = await t.request({
      method: 'POST',
      url: '/wps/v2/transfer/upline',
      headers: { host: 'other.test', ...bearer(stray), 'idempotency-key': h.newKey() },
      payload: { amount: 1_000, paymentPassword: '123456' },
    });
    await refusal(onOther, 403, 'TRANSFER_NOT_ALLOWED');
    await refusal(
      await h.transfer(tokens.agent1!, 'downline', { downline: 'stray01', amount: 1_000, paymentPassword: '123456' }, h.newKey()),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
  });

  it('follows the brand’s settings: upline and downline switches, minimum amount', async () => {
    const up = (amount: number) => h.transfer(tokens.member01!, 'upline', { amount, paymentPassword: '123456' }, h.newKey());
    const down = () =>
      h.transfer(tokens.agent1!, 'downline', { downline: 'member01', amount: 1_000, paymentPassword: '123456' }, h.newKey());
    await t.updateBrand((brand) => void (brand.settings.wallet.transfer = { upline: false, downline: true, minAmount: 500 }));
    await refusal(await up(1_000), 403, 'TRANSFER_NOT_ALLOWED');
    expect((await down()).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/wps/v2/transfer/targets', headers: bearer(tokens.member01!) })).json().value.upline,
    ).toBeNull();
    await t.updateBrand((brand) => void (brand.settings.wallet.transfer = { upline: true, downline: false, minAmount: 500 }));
    await refusal(await down(), 403, 'TRANSFER_NOT_ALLOWED');
    await refusal(await up(499), 400, 'AMOUNT_OUT_OF_RANGE');
    expect((await up(500)).statusCode).toBe(200);
    await t.updateBrand((brand) => void (brand.settings.wallet.transfer = { upline: true, downline: true, minAmount: 100 }));
  });

  it('checks the payment password, and a wrong one does not use up the key', async () => {
    const before = await h.balance(tokens.member01!);
    await refusal(
      await h.transfer(tokens.member02!, 'upline', { amount: 1_000, paymentPassword: '123456' }, h.newKey()),
      400,
      'PAYMENT_PASSWORD_NOT_SET',
    );
    const key = h.newKey();
    await refusal(
      await h.transfer(tokens.member01!, 'upline', { amount: 1_000, paymentPassword: '000000' }, key),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect(await h.balance(tokens.member01!)).toBe(before);
    expect((await h.transfer(tokens.member01!, 'upline', { amount: 1_000, paymentPassword: '123456' }, key)).statusCode).toBe(200);
    expect(await h.balance(tokens.member01!)).toBe(before - 1_000);
  });

  it('refuses more than the balance, and a replay of that refusal stays refused', async () => {
    const before = await h.balance(tokens.grandchild!);
    const key = h.newKey();
    const payload = { amount: before + 1, paymentPassword: '123456' };
    await refusal(await h.transfer(tokens.grandchild!, 'upline', payload, key), 400, 'INSUFFICIENT_BALANCE');
    await refusal(await h.transfer(tokens.grandchild!, 'upline', payload, key), 400, 'INSUFFICIENT_BALANCE');
    expect(await h.balance(tokens.grandchild!)).toBe(before);
    expect((await h.transfer(tokens.grandchild!, 'upline', { amount: before, paymentPassword: '123456' }, h.newKey())).statusCode).toBe(
      200,
    );
    expect(await h.balance(tokens.grandchild!)).toBe(0);
  });

  it('refuses malformed bodies with a validation error', async () => {
    for (const payload of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: '100' }, {}, { amount: 1e13 }]) {
      const response = await h.transfer(tokens.member01!, 'upline', { paymentPassword: '123456', ...payload }, h.newKey());
      await refusal(response, 400, 'VALIDATION_FAILED');
    }
    await refusal(await h.transfer(tokens.member01!, 'upline', { amount: 1_000 }, h.newKey()), 400, 'VALIDATION_FAILED');
    await refusal(
      await h.transfer(tokens.agent1!, 'downline', { amount: 1_000, paymentPassword: '123456' }, h.newKey()),
      400,
      'VALIDATION_FAILED',
    );
    await refusal(
      await t.request({ method: 'POST', url: '/wps/v2/transfer/upline', payload: { amount: 1_000, paymentPassword: '1' } }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});
