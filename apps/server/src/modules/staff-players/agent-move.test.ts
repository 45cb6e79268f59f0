import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createAccount, createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { depositPaid } from '../rewards/rewards.test-kit';
import { staffSession } from '../staff/staff.test-kit';

describe(`change agent: moving a player and their team (${testDatabaseName()})`, () => {
  let t: TestApp;
  let manager: string;
  const ids = new Map<string, number>();
  const add = async (username: string, type: number, upline: string | null, agentRateBp: number | null = null) => {
    const uplineId = upline ? ids.get(upline)! : null;
    ids.set(username, await t.account({ username, password: 'Member1234', type, uplineId, agentRateBp }));
  };

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '12' });
    manager = (await staffSession(t, 'agentmgr01', ['agent_manager'])).token;
    // agenta (2.00%) › subagent (1.00%) › member1, and subagent › subagent2 (0.50%) › member2; agentz (3.00%); plain player1.
    await add('agenta', MemberType.AGENT, null, 200);
    await add('agentz', MemberType.AGENT, null, 300);
    await add('subagent', MemberType.AGENT, 'agenta', 100);
    await add('member1', MemberType.MEMBER, 'subagent');
    await add('subagent2', MemberType.AGENT, 'subagent', 50);
    await add('member2', MemberType.MEMBER, 'subagent2');
    await add('player1', MemberType.MEMBER, null);
  }, 120_000);
  afterAll(() => t.close());

  const move = (username: string, upline: string, token = manager) =>
    t.request({ method: 'PUT', url: `/wps/operator/players/${ids.get(username)}/agent`, headers: bearer(token), payload: { upline } });

  /** The closure table must be exactly what the members' upline links say: every ancestor at its distance, and nothing else. */
  async function expectExactTree(): Promise<void> {
    const members = await t.app.ctx.db.selectFrom('members').select(['id', 'upline_id']).execute();
    const uplineOf = new Map(members.map((member) => [member.id, member.upline_id]));
    const expected: string[] = [];
    for (const member of members) {
      let [ancestor, depth] = [member.id as number | null, 0];
      while (ancestor !== null) {
        expected.push(`${ancestor}>${member.id}@${depth}`);
        expect(depth, `member ${member.id} sits in a loop`).toBeLessThan(members.length);
        [ancestor, depth] = [uplineOf.get(ancestor) ?? null, depth + 1];
      }
    }
    const rows = await t.app.ctx.db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id', 'depth']).execute();
    expect(rows.map((row) => `${row.ancestor_id}>${row.descendant_id}@${row.depth}`).sort()).toEqual(expected.sort());
  }

  const uplineOf = async (username: string) =>
    (await t.request({ method: 'GET', url: `/wps/operator/players/${ids.get(username)}`, headers: bearer(manager) })).json().value.profile
      .upline as string | null;

  it('moves a sub-agent with its whole team under another agent, audited, and keeps past team figures with the old upline', async () => {
    // member1 deposits while under agenta: agenta's team figures count it.
    const token = await t.login('member1', 'Member1234');
    await depositPaid(t, token, 1_000_00);
    const teamDeposits = async (agent: string) => {
      const rows = await t.app.ctx.db
        .selectFrom('team_day_rollups')
        .select('deposit_amount')
        .where('ancestor_id', '=', ids.get(agent)!)
        .execute();
      return rows.reduce((sum, row) => sum + Number(row.deposit_amount), 0);
    };
    expect(await teamDeposits('agenta')).toBe(1_000_00);

    const moved = await move('subagent', 'AgentZ');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toEqual({ upline: 'agentz' });
    expect(await uplineOf('subagent')).toBe('agentz');
    expect(await uplineOf('member2')).toBe('subagent2');
    await expectExactTree();
    const audit = (await listAudit(t.app.ctx.db, 'member', ids.get('subagent')!)).find((entry) => entry.action === 'player.change-agent');
    expect(JSON.parse(audit!.detail ?? '{}')).toEqual({ before: 'agenta', after: 'agentz' });

    // Figures already rolled up stay where they were earned; new ones go to the new upline.
    await depositPaid(t, token, 500_00);
    expect(await teamDeposits('agenta')).toBe(1_000_00);
    expect(await teamDeposits('agentz')).toBe(500_00);
    expect(await teamDeposits('subagent')).toBe(1_500_00);

    // Moving a member under the agent they already have changes nothing.
    expect((await move('member1', 'subagent')).json().value).toEqual({ upline: 'subagent' });
  });

  it('refuses the player themselves, their own team, a non-agent, an unknown or other-brand agent, and a lower rate', async () => {
    const other = await createBrand(t.app.ctx, { code: 'otherbrand', name: 'Other', domains: ['otherbrand.test'] });
    await createAccount(t.app.ctx, {
      merchantId: other.merchantId,
      username: 'otheragent',
      password: 'Member1234',
      type: MemberType.AGENT,
    });
    const refused = async (username: string, upline: string, code: string) => {
      const response = await move(username, upline);
      expect(response.json().code, `${username} under ${upline}`).toBe(code);
      return response;
    };
    await refused('subagent', 'subagent', 'UPLINE_IN_OWN_TEAM');
    await refused('subagent', 'subagent2', 'UPLINE_IN_OWN_TEAM');
    await refused('agentz', 'subagent2', 'UPLINE_IN_OWN_TEAM');
    await refused('member1', 'player1', 'UPLINE_NOT_AGENT');
    await refused('member1', 'otheragent', 'UPLINE_NOT_FOUND');
    await refused('member1', 'agentmgr01', 'UPLINE_NOT_FOUND');
    // agentz's 3.00% is above agenta's 2.00%.
    expect((await refused('agentz', 'agenta', 'RATE_ABOVE_UPLINE')).statusCode).toBe(400);
    const tl = await t.request({
      method: 'PUT',
      url: `/wps/operator/players/${ids.get('member1')}/agent`,
      headers: { ...bearer(manager), 'accept-language': 'tl' },
      payload: { upline: 'player1' },
    });
    expect(tl.json().message).toBe('Sa ilalim lamang ng agent account maaaring ilagay ang mga player');
    expect((await move('member1', '')).json().code).toBe('VALIDATION_FAILED');
    await expectExactTree();
  });

  it('lets only one of two crossing moves win (A under B and B under A at once): the tree stays a tree', async () => {
    for (let round = 0; round < 8; round++) {
      await add(`crossa${round}`, MemberType.AGENT, null, 100);
      await add(`crossb${round}`, MemberType.AGENT, null, 100);
      await add(`crossm${round}`, MemberType.MEMBER, `crossb${round}`);
      const answers = await Promise.all([move(`crossa${round}`, `crossb${round}`), move(`crossb${round}`, `crossa${round}`)]);
      const codes = answers.map((answer) => answer.json().code ?? 'OK');
      expect(
        codes.filter((code) => code === 'OK'),
        codes.join(),
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 'UPLINE_IN_OWN_TEAM'),
        codes.join(),
      ).toHaveLength(1);
    }
    await expectExactTree();
  });
});
