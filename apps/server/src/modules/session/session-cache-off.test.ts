import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import { MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/**
 * With SESSION_CACHE_SECONDS=0 every call reads its session from the database, and that read is
 * all there is: what another server process (or an operator's SQL) changed there takes effect on
 * the next call, with no message on the invalidation bus to carry it.
 */
describe(`sessions with the session cache off (${testDatabaseName()})`, () => {
  let t: TestApp;
  let agentId: number;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '200' });
    agentId = await t.account({ username: 'upline01', password: 'Upline1234', type: MemberType.AGENT, referralCode: 'UPCODE' });
    memberId = await t.account({ username: 'nocache01', password: 'Nocache1234', nickname: 'Quick', uplineId: agentId });
  });
  afterAll(() => t.close());

  const info = (token: string) => t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

  it('answers member info from the one session read: member, brand and upline', async () => {
    const token = await t.login('nocache01', 'Nocache1234');
    const answer = await info(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      value: {
        id: memberId,
        account: 'nocache01',
        nickname: 'Quick',
        regDate: expect.any(String),
        type: MemberType.MEMBER,
        isAgent: false,
        isTrial: false,
        language: 'EN',
        merchantCode: 'brand',
        referralCode: null, // only an agent's code is shown
        uplineAccount: 'upline01',
      },
    });
    const agent = await info(await t.login('upline01', 'Upline1234'));
    expect(agent.json().value).toMatchObject({ account: 'upline01', isAgent: true, referralCode: 'UPCODE', uplineAccount: null });
  });

  it('refuses a session revoked in the database on the very next call', async () => {
    const token = await t.login('nocache01', 'Nocache1234');
    expect((await info(token)).statusCode).toBe(200);
    await t.app.ctx.db.updateTable('sessions').set({ revoked_at: t.clock.now() }).where('member_id', '=', memberId).execute();
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('refuses the session of a member locked in the database on the very next call', async () => {
    const token = await t.login('nocache01', 'Nocache1234');
    expect((await info(token)).statusCode).toBe(200);
    await t.app.ctx.db.updateTable('members').set({ status: MemberStatus.LOCKED }).where('id', '=', memberId).execute();
    try {
      expect((await info(token)).json().code).toBe('SESSION_EXPIRED');
    } finally {
      await t.app.ctx.db.updateTable('members').set({ status: MemberStatus.ACTIVE }).where('id', '=', memberId).execute();
    }
  });

  it('shows a profile change made elsewhere on the very next call', async () => {
    const token = await t.login('nocache01', 'Nocache1234');
    await t.app.ctx.db.updateTable('members').set({ nickname: 'Renamed' }).where('id', '=', memberId).execute();
    expect((await info(token)).json().value.nickname).toBe('Renamed');
  });

  it('ends an idle session, and keeps a used one alive though it writes its use at most once a minute', async () => {
    const idle = await t.login('nocache01', 'Nocache1234');
    t.clock.advance(121 * MINUTE);
    expect((await info(idle)).json().code).toBe('SESSION_EXPIRED');

    const busy = await t.login('nocache01', 'Nocache1234');
    for (let step = 0; step < 5; step++) {
      t.clock.advance(100 * MINUTE);
      expect((await info(busy)).statusCode, `after ${(step + 1) * 100} minutes`).toBe(200);
    }
  });

  it('answers many members calling at once each with their own member, and refuses the one revoked among them', async () => {
    // Each call reads its own session: no answer may carry another member's, nor a revoked one's.
    const members = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const username = `crowd${String(index).padStart(2, '0')}`;
        await t.account({ username, password: 'Crowd12345' });
        return { username, token: await t.login(username, 'Crowd12345') };
      }),
    );
    const revoked = members[5]!;
    await t.app.ctx.db.updateTable('sessions').set({ revoked_at: t.clock.now() }).where('token_hash', '=', sha256(revoked.token)).execute();
    const calls = members.flatMap((member) => Array.from({ length: 5 }, () => member));
    const answers = await Promise.all(calls.map(async (member) => ({ member, answer: (await info(member.token)).json() })));
    for (const { member, answer } of answers) {
      if (member === revoked) expect(answer.code).toBe('SESSION_EXPIRED');
      else expect(answer.value?.account, member.username).toBe(member.username);
    }
  });

  it('refuses a forged token', async () => {
    const forged = await info('y'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('NOT_LOGGED_IN');
  });
});
