import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeKind } from '@panalo/contract/wallet';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { notify } from './notices';

describe(`member messages (${testDatabaseName()})`, () => {
  let t: TestApp;
  let aliceId: number;
  let bobId: number;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    aliceId = await t.account({ username: 'alice01', password: 'Alice1234' });
    bobId = await t.account({ username: 'bob01', password: 'Bob12345' });
    alice = await t.login('alice01', 'Alice1234');
    bob = await t.login('bob01', 'Bob12345');
  });
  afterAll(() => t.close());

  /** Leaves a notice the way the deposit, withdrawal and transfer services do. */
  const leaveNotice = (memberId: number, kind: NoticeKind, params: Record<string, string | number>, merchantId = t.merchantId) =>
    t.app.ctx.money.run((work) => notify(t.app.ctx, work, { merchantId, memberId, kind, params }));

  const list = (token: string, query = '') => t.request({ method: 'GET', url: `/wps/v2/messages${query}`, headers: bearer(token) });
  const unread = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/messages/unread', headers: bearer(token) })).json().value.count as number;
  const read = (token: string, id: number | string) =>
    t.request({ method: 'POST', url: `/wps/v2/messages/${id}/read`, headers: bearer(token) });

  it('starts empty', async () => {
    const response = await list(alice);
    expect(response.json()).toEqual({ success: true, value: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 } });
    expect(await unread(alice)).toBe(0);
  });

  it('lists the member’s own notices newest first, page by page, and pushes each one', async () => {
    await leaveNotice(aliceId, 'DEPOSIT_CREDITED', { amount: 50_000, reference: 'D1' });
    t.clock.advance(1000);
    await leaveNotice(aliceId, 'WITHDRAW_REJECTED', { amount: 20_000, reference: 'W1', reason: 'name mismatch' });
    t.clock.advance(1000);
    await leaveNotice(aliceId, 'TRANSFER_RECEIVED', { amount: 1_000, from: 'agent1', reference: 'T1' });
    await leaveNotice(bobId, 'DEPOSIT_FAILED', { amount: 10_000, reference: 'D2' });

    const first = (await list(alice, '?pageNo=1&pageSize=2')).json().value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.list.map((m: { kind: string }) => m.kind)).toEqual(['TRANSFER_RECEIVED', 'WITHDRAW_REJECTED']);
    expect(first.list[1]).toMatchObject({
      params: { amount: 20_000, reference: 'W1', reason: 'name mismatch' },
      read: false,
      createdAt: t.clock.now() - 1000,
    });
    const second = (await list(alice, '?pageNo=2&pageSize=2')).json().value;
    expect(second.list.map((m: { kind: string }) => m.kind)).toEqual(['DEPOSIT_CREDITED']);
    expect((await list(bob)).json().value.list.map((m: { kind: string }) => m.kind)).toEqual(['DEPOSIT_FAILED']);

    const pushed = t.pushes.filter((push) => push.memberId === aliceId && push.event === 'notice').map((push) => push.payload);
    expect(pushed).toHaveLength(3);
    expect(pushed[2]).toEqual(first.list[0]);
  });

  it('counts unread messages and marks the member’s own as read, once', async () => {
    expect(await unread(alice)).toBe(3);
    const [newest] = (await list(alice)).json().value.list;
    expect((await read(alice, newest.id)).json()).toEqual({ success: true, value: null });
    expect(await unread(alice)).toBe(2);
    expect((await list(alice)).json().value.list[0]).toMatchObject({ id: newest.id, read: true });
    // Reading it again changes nothing.
    expect((await read(alice, newest.id)).statusCode).toBe(200);
    expect(await unread(alice)).toBe(2);
  });

  it('treats another member’s message, or one that does not exist, as not found', async () => {
    const [bobs] = (await list(bob)).json().value.list;
    const response = await read(alice, bobs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('RECORD_NOT_FOUND');
    expect(await unread(bob)).toBe(1);
    expect((await read(alice, 999_999)).json().code).toBe('RECORD_NOT_FOUND');
  });

  it('refuses malformed ids and page queries with a validation error', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await read(alice, id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    for (const query of ['?pageNo=0', '?pageSize=101', '?pageSize=x']) expect((await list(alice, query)).statusCode, query).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/v2/messages/unread' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_LOGGED_IN');
    expect((await t.request({ method: 'POST', url: '/wps/v2/messages/1/read' })).statusCode).toBe(401);
  });

  it('gives trial accounts no unread count (the spec skips the call for them)', async () => {
    const trial = (await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W', os: 'web' } })).json()
      .value;
    await leaveNotice(trial.userInfo.id, 'DEPOSIT_CREDITED', { amount: 1 }, t.trialMerchantId);
    expect(await unread(trial.token)).toBe(0);
  });
});
