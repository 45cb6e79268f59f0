import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceValue, MessageRecord } from '@panalo/contract/wallet';
import { MemberType } from '@panalo/contract/member-types';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { transferHelpers } from '../member-transfer/member-transfer.test-kit';
import { connected, disconnected, listenOnAnyPort, openSocket, refusedWith, type TestSocket } from './realtime-client.test-kit';

describe(`realtime socket (${testDatabaseName()})`, () => {
  let t: TestApp;
  let h: ReturnType<typeof transferHelpers>;
  let url: string;
  const ids: Record<string, number> = {};
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    h = transferHelpers(t);
    ids.agent1 = await t.account({ username: 'agent1', password: 'Agent1234', type: MemberType.AGENT, paymentPassword: '123456' });
    ids.member01 = await t.account({ username: 'member01', password: 'Member1234', uplineId: ids.agent1 });
    ids.member02 = await t.account({ username: 'member02', password: 'Member1234', uplineId: ids.agent1 });
    await h.fund(ids.agent1, 100_000);
    url = await listenOnAnyPort(t.app);
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await t.close();
  });

  const open = (auth: Record<string, string>, headers?: Record<string, string>) => {
    const opened = openSocket(url, auth, headers);
    sockets.push(opened);
    return opened;
  };

  it('pushes the new balance and the notice of a transfer to the receiver’s socket', async () => {
    const token = await t.login('member01', 'Member1234');
    const member = open({ token });
    await connected(member.socket);
    const before = await h.balance(token);
    const response = await h.transfer(
      await t.login('agent1', 'Agent1234'),
      'downline',
      { downline: 'member01', amount: 2_000, paymentPassword: '123456' },
      h.newKey(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await member.next('balance')).toEqual({ currency: 'PHP', balance: before + 2_000, held: 0 } satisfies BalanceValue);
    const notice = (await member.next('notice')) as MessageRecord;
    expect(notice).toMatchObject({
      kind: 'TRANSFER_RECEIVED',
      params: { amount: 2_000, from: 'agent1', reference: response.json().value.transferId },
      read: false,
    });
    const [stored] = (await t.request({ method: 'GET', url: '/wps/v2/messages', headers: bearer(token) })).json().value.list;
    expect(notice).toEqual(stored);
  });

  it('sends each member only their own pushes', async () => {
    const first = open({ token: await t.login('member01', 'Member1234') });
    const second = open({ token: await t.login('member02', 'Member1234') });
    await Promise.all([connected(first.socket), connected(second.socket)]);
    await h.fund(ids.member02!, 777);
    await h.fund(ids.member01!, 111);
    await first.next('balance');
    await second.next('balance');
    // One connection delivers in order: had member02's push reached the first socket, it would be here by now.
    expect(first.received).toHaveLength(1);
    expect(second.received).toEqual([{ event: 'balance', payload: { currency: 'PHP', balance: 777, held: 0 } }]);
  });

  it('refuses a missing or unknown token and an unknown domain, with the catalogue code', async () => {
    const missing = await refusedWith(open({}).socket);
    expect(missing.message).toBe('NOT_LOGGED_IN');
    expect(missing.data).toEqual({ code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' });
    expect((await refusedWith(open({ token: 'x'.repeat(43) }).socket)).message).toBe('NOT_LOGGED_IN');
    const token = await t.login('member01', 'Member1234');
    expect((await refusedWith(open({ token }, { host: 'elsewhere.test' }).socket)).message).toBe('INVALID_DOMAIN');
    // The brand may also be named, as the Merchant header names it on HTTP calls.
    await connected(open({ token, merchant: 'brand' }, { host: 'elsewhere.test' }).socket);
  });

  it('disconnects the sockets of a session that logs out; the token no longer connects', async () => {
    const token = await t.login('member01', 'Member1234');
    const other = await t.login('member01', 'Member1234');
    const ending = open({ token });
    const staying = open({ token: other });
    await Promise.all([connected(ending.socket), connected(staying.socket)]);
    const gone = disconnected(ending.socket);
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(await gone).toBe('io server disconnect');
    expect((await refusedWith(open({ token }).socket)).message).toBe('SESSION_EXPIRED');
    expect(staying.socket.connected).toBe(true);
  });

  it('disconnects the other sessions’ sockets after a password change and keeps the current one', async () => {
    await t.account({ username: 'changer01', password: 'Changer1234' });
    const current = await t.login('changer01', 'Changer1234');
    const other = await t.login('changer01', 'Changer1234');
    const kept = open({ token: current });
    const ended = open({ token: other });
    await Promise.all([connected(kept.socket), connected(ended.socket)]);
    const gone = disconnected(ended.socket);
    const change = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(current),
      payload: { oldPassword: 'Changer1234', newPassword: 'Changer5678', confirmNewPassword: 'Changer5678' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    const changerId = (await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(current) })).json().value.id as number;
    await h.fund(changerId, 500);
    expect(await kept.next('balance')).toMatchObject({ balance: 500 });
    expect(kept.socket.connected).toBe(true);
  });
});
