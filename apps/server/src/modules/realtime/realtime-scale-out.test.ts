import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { transferHelpers } from '../member-transfer/member-transfer.test-kit';
import { connected, disconnected, listenOnAnyPort, openSocket, type TestSocket } from './realtime-client.test-kit';

// Several processes on one PostgreSQL database and one Redis: a push made on one reaches sockets on all.
const scaleOut = testDatabaseName() === 'postgres' && !!process.env.REDIS_URL;

describe.runIf(scaleOut)('realtime across processes (postgres + redis)', () => {
  let t: TestApp;
  let h: ReturnType<typeof transferHelpers>;
  let url: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    h = transferHelpers(t);
    const agentId = await t.account({ username: 'agent1', password: 'Agent1234', type: MemberType.AGENT, paymentPassword: '123456' });
    await t.account({ username: 'member01', password: 'Member1234', uplineId: agentId });
    await h.fund(agentId, 50_000);
    url = await listenOnAnyPort(t.app);
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await t.close();
  });

  const open = (token: string) => {
    const opened = openSocket(url, { token });
    sockets.push(opened);
    return opened;
  };

  it('delivers a transfer made on process B to the receiver’s socket on process A', async () => {
    const peer = await t.peer();
    const token = await t.login('member01', 'Member1234');
    const member = open(token);
    await connected(member.socket);
    const agent = await t.login('agent1', 'Agent1234');
    const response = await peer.inject({
      method: 'POST',
      url: '/wps/v2/transfer/downline',
      headers: { host: BRAND_HOST, ...bearer(agent), 'idempotency-key': h.newKey() },
      payload: { downline: 'member01', amount: 3_000, paymentPassword: '123456' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await member.next('balance')).toEqual({ currency: 'PHP', balance: 3_000, held: 0 });
    expect(await member.next('notice')).toMatchObject({ kind: 'TRANSFER_RECEIVED', params: { amount: 3_000, from: 'agent1' } });
  });

  it('disconnects a socket on process A when its session logs out on process B', async () => {
    const peer = await t.peer();
    const token = await t.login('member01', 'Member1234');
    const member = open(token);
    await connected(member.socket);
    const gone = disconnected(member.socket);
    const logout = await peer.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { host: BRAND_HOST, ...bearer(token) } });
    expect(logout.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
