import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { MemberType } from '@panalo/contract/member-types';
import type { TeamOverview, TeamPage } from '@panalo/contract/agent-team';
import { catalogueGame } from '../../test-support/games-kit.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import { setVendorLaunchUrl } from '../games/catalogue.repository';
import { paidBody, SANDBOX_SECRET, sendCallback, startDeposit } from '../deposit/deposit.test-kit';
import { decide, fund, operatorToken, withdraw } from '../withdraw/withdraw.test-kit';

const VENDOR = 'TEAMVEN';
const DAY = 24 * 60 * 60_000;
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Team Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [catalogueGame(VENDOR, 'SLOT1', 'Team Slot'), catalogueGame(VENDOR, 'BAC1', 'Team Baccarat', { gameType: 'LIVE' })],
};

/**
 * The agents' team through the HTTP API: the tree (closure table) and its depth filter, opening
 * downlines with the registration rules and the rate rule, the team list's filters, the overview's
 * sums against what the test itself deposited and bet, and the wall between teams.
 */
describe(`the agent's team (${testDatabaseName()})`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const gameIds: Record<string, number> = {};
  let secret = '';
  const calls = seamlessCalls(() => ({ t, vendor: VENDOR, secret, session: () => Promise.reject(new Error('unused')) }));

  const get = (url: string, who: string) => t.request({ method: 'GET', url, headers: bearer(tokens[who]!) });
  const team = async (who: string, query = ''): Promise<TeamPage> => {
    const response = await get(`/wps/agent/team${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const accounts = (page: TeamPage) => page.list.map((row) => row.account).sort();
  const overview = async (who: string): Promise<TeamOverview> => {
    const response = await get('/wps/agent/overview', who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const register = (who: string, body: object) =>
    t.request({
      method: 'POST',
      url: '/wps/agent/team',
      headers: bearer(tokens[who]!),
      payload: { password: 'Downline123', confirmPassword: 'Downline123', termsAccepted: true, ageConfirmed: true, ...body },
    });

  /** A game session of the member's, as a launch gives it to the vendor. */
  const gameToken = async (who: string, game: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: gameIds[game], backUrl: '/rng' },
      headers: bearer(tokens[who]!),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().value.url).searchParams.get('token')!;
  };
  /** One round: a bet, then a win (0 for a loss) that ends it. */
  const play = async (who: string, game: string, stake: number, win: number) => {
    const token = await gameToken(who, game);
    const roundId = calls.id('round');
    await calls.value('bet', { token, transactionId: calls.id('bet'), roundId, amount: stake });
    await calls.value('win', { token, transactionId: calls.id('win'), roundId, amount: win, endRound: true });
  };
  const depositPaid = async (who: string, amount: number) => {
    const started = await startDeposit(t, tokens[who]!, amount);
    const answer = await sendCallback(t, await paidBody(t, started.reference));
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, 'https://games.example.com/play');
    secret = await brandSecret(t, 'vendor', VENDOR);
    for (const gameType of ['RNG', 'LIVE']) {
      const list = (await t.request({ method: 'GET', url: `/lgw/games/list?gameType=${gameType}` })).json().value.games as {
        nodeId: number;
        gameCode: string;
      }[];
      for (const game of list) gameIds[game.gameCode] = game.nodeId;
    }
    const password = 'Secret1234';
    const make = async (username: string, extra: Record<string, unknown> = {}) => {
      ids[username] = await t.account({ username, password, ...extra });
    };
    await make('agenta', { type: MemberType.AGENT, agentRateBp: 200 });
    await make('membera1', { uplineId: ids.agenta, nickname: 'Alpha One', kycStatus: 'A', paymentPassword: '123456' });
    await make('membera2', { uplineId: ids.agenta });
    await make('subagent', { type: MemberType.AGENT_41, uplineId: ids.agenta, agentRateBp: 100 });
    await make('members1', { uplineId: ids.subagent });
    await make('grandkid', { uplineId: ids.members1 });
    await make('agentb', { type: MemberType.AGENT, agentRateBp: 300 });
    await make('memberb1', { uplineId: ids.agentb });
    await make('loner01');
    for (const name of Object.keys(ids)) tokens[name] = await t.login(name, password);
    for (const name of ['membera1', 'membera2', 'members1', 'memberb1']) await fund(t, ids[name]!, 100_000);
  }, 120_000);
  afterAll(() => t.close());

  it('keeps the whole tree: all levels, one level, and the sub-agent sees only their own branch', async () => {
    expect(accounts(await team('agenta'))).toEqual(['grandkid', 'membera1', 'membera2', 'members1', 'subagent']);
    expect(accounts(await team('agenta', '?level=1'))).toEqual(['membera1', 'membera2', 'subagent']);
    expect(accounts(await team('agenta', '?level=2'))).toEqual(['members1']);
    expect((await team('agenta', '?level=3')).list).toMatchObject([{ account: 'grandkid', level: 3, uplineAccount: 'members1' }]);
    expect(accounts(await team('subagent'))).toEqual(['grandkid', 'members1']);
    expect((await team('subagent', '?level=1')).list).toMatchObject([{ account: 'members1', level: 1 }]);
    expect(accounts(await team('agentb'))).toEqual(['memberb1']);
  });

  it('refuses members, visitors and downlines outside the team', async () => {
    const asMember = await get('/wps/agent/team', 'membera1');
    expect([asMember.statusCode, asMember.json().code]).toEqual([403, 'NOT_AGENT']);
    const overviewAsMember = await get('/wps/agent/overview', 'loner01');
    expect(overviewAsMember.json().code).toBe('NOT_AGENT');
    const anonymous = await t.request({ method: 'GET', url: '/wps/agent/team' });
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
    for (const [who, account] of [
      ['agenta', 'memberb1'],
      ['agentb', 'membera1'],
      ['subagent', 'membera1'],
      ['subagent', 'agenta'],
      ['agenta', 'agenta'],
      ['agenta', 'nobody99'],
    ] as const) {
      const response = await get(`/wps/agent/team/${account}`, who);
      expect([response.statusCode, response.json().code], `${who} → ${account}`).toEqual([404, 'NOT_IN_TEAM']);
    }
    const opened = await register('membera1', { kind: 'MEMBER', username: 'sneaky01' });
    expect(opened.json().code).toBe('NOT_AGENT');
  });

  it('filters the list by kind, search, status, online, balance and registration time, a page at a time', async () => {
    expect(accounts(await team('agenta', '?kind=AGENT'))).toEqual(['subagent']);
    expect(accounts(await team('agenta', '?search=ALPHA'))).toEqual(['membera1']);
    expect(accounts(await team('agenta', '?search=a2'))).toEqual(['membera2']);
    expect(accounts(await team('agenta', '?balanceMin=50000'))).toEqual(['membera1', 'membera2', 'members1']);
    expect(accounts(await team('agenta', '?balanceMax=0'))).toEqual(['grandkid', 'subagent']);
    // Everyone logged in moments ago: online; a session unused for an hour is not.
    expect((await team('agenta', '?online=true')).total).toBe(5);
    await t.app.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: t.clock.now() - 60 * 60_000 })
      .where('member_id', '=', ids.membera2!)
      .execute();
    expect(accounts(await team('agenta', '?online=false'))).toEqual(['membera2']);
    await t.app.ctx.db.updateTable('members').set({ status: 'locked' }).where('id', '=', ids.grandkid!).execute();
    expect(accounts(await team('agenta', '?status=locked'))).toEqual(['grandkid']);
    expect((await team('agenta', `?registeredFrom=${t.clock.now() + 1}`)).total).toBe(0);
    expect((await team('agenta', `?lastLoginFrom=${t.clock.now() - 1000}`)).total).toBe(5);
    const first = await team('agenta', '?pageSize=2');
    const third = await team('agenta', '?pageSize=2&pageNo=3');
    expect([first.total, first.totalPages, first.list.length, third.list.length]).toEqual([5, 3, 2, 1]);
    const bad = await get('/wps/agent/team?level=0', 'agenta');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('opens a downline member with the registration rules, who can then log in', async () => {
    const weak = await register('agenta', { kind: 'MEMBER', username: 'newbie01', password: 'short', confirmPassword: 'short' });
    expect([weak.statusCode, weak.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(weak.json().fields ?? weak.json().value?.fields ?? {})).toContain('password');
    const mismatch = await register('agenta', { kind: 'MEMBER', username: 'newbie01', confirmPassword: 'Other12345' });
    expect(mismatch.json().code).toBe('VALIDATION_FAILED');
    const badName = await register('agenta', { kind: 'MEMBER', username: '1x' });
    expect(badName.json().code).toBe('VALIDATION_FAILED');
    const noTerms = await register('agenta', { kind: 'MEMBER', username: 'newbie01', termsAccepted: false });
    expect(noTerms.json().code).toBe('TERMS_NOT_ACCEPTED');
    const taken = await register('agenta', { kind: 'MEMBER', username: 'memberb1' });
    expect(taken.json().code).toBe('USERNAME_TAKEN');

    const opened = await register('agenta', { kind: 'MEMBER', username: 'Newbie01', nickname: 'New' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toEqual({ account: 'newbie01', type: 0, isAgent: false, rateBp: null, referralCode: null });
    expect((await team('agenta', '?search=newbie')).list).toMatchObject([{ account: 'newbie01', level: 1, uplineAccount: 'agenta' }]);
    tokens.newbie01 = await t.login('newbie01', 'Downline123');
    const me = await get('/wps/member/info', 'newbie01');
    expect(me.json().value).toMatchObject({ account: 'newbie01', uplineAccount: 'agenta' });
  });

  it("opens a sub-agent at a rate up to the agent's own, never above", async () => {
    const above = await register('agenta', { kind: 'AGENT', username: 'subagent2', rateBp: 201 });
    expect([above.statusCode, above.json().code]).toEqual([400, 'RATE_ABOVE_UPLINE']);
    const subAbove = await register('subagent', { kind: 'AGENT', username: 'subagent3', rateBp: 150 });
    expect(subAbove.json().code).toBe('RATE_ABOVE_UPLINE');
    const equal = await register('agenta', { kind: 'AGENT', username: 'subagent2', rateBp: 200 });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json().value).toMatchObject({ account: 'subagent2', isAgent: true, rateBp: 200 });
    expect(equal.json().value.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    // The sub-agent's own code places registrations under them, two levels below agenta.
    const code = equal.json().value.referralCode as string;
    const check = await t.request({ method: 'GET', url: `/wps/agent/affiliate?code=${code}` });
    expect(check.json().value).toEqual({ valid: true, agentAccount: 'subagent2' });
    tokens.subagent2 = await t.login('subagent2', 'Downline123');
    const grandchild = await register('subagent2', { kind: 'MEMBER', username: 'deepone1' });
    expect(grandchild.statusCode, grandchild.body).toBe(200);
    expect((await team('agenta', '?search=deepone')).list).toMatchObject([{ account: 'deepone1', level: 2, uplineAccount: 'subagent2' }]);
  });

  it('shares an invitation code with a link for each channel', async () => {
    const response = await get('/wps/agent/invitation', 'agenta');
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.rateBp).toBe(200);
    expect(value.links.map((link: { channel: string }) => link.channel)).toEqual(['LINK', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'SMS']);
    expect(value.links[1].path).toBe(`/register?referralCode=${value.code}&channel=facebook`);
    // The code is the agent's for good: asked again, the same.
    expect((await get('/wps/agent/invitation', 'agenta')).json().value.code).toBe(value.code);
  });

  it('sums deposits and bets of the whole team from the rollups, per period, and nothing of another team', async () => {
    const before = await overview('agenta');
    expect(before.periods.today).toMatchObject({ depositAmount: 0, validBet: 0, activeMembers: 0 });
    await depositPaid('membera1', 40_000);
    await depositPaid('members1', 10_000);
    await depositPaid('memberb1', 70_000);
    await play('membera1', 'SLOT1', 2_500, 4_000);
    await play('members1', 'SLOT1', 1_000, 0);
    await play('members1', 'BAC1', 3_000, 500);
    await play('memberb1', 'SLOT1', 9_000, 0);
    // A bet rolled back is not valid betting.
    const rolled = await gameToken('membera2', 'SLOT1');
    const roundId = calls.id('round');
    const betId = calls.id('bet');
    await calls.value('bet', { token: rolled, transactionId: betId, roundId, amount: 2_000 });
    await calls.value('rollback', { token: rolled, transactionId: calls.id('rb'), betTransactionId: betId, roundId });

    // A withdrawal counts once it is paid, not when it is asked for.
    const account = await t.request({
      method: 'POST',
      url: '/wps/v2/withdraw/accounts',
      headers: bearer(tokens.membera1!),
      payload: { kind: 'EWALLET', provider: 'GCash', accountName: 'Alpha One', accountNumber: '0917 123 4567' },
    });
    expect(account.statusCode, account.body).toBe(200);
    const asked = await withdraw(t, tokens.membera1!, {
      amount: 30_000,
      payoutAccountId: account.json().value.id,
      paymentPassword: '123456',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await overview('agenta')).periods.today.withdrawAmount).toBe(0);
    const operator = await operatorToken(t);
    expect((await decide(t, operator.token, asked.json().value.id, 'approve')).statusCode).toBe(200);
    expect((await decide(t, operator.token, asked.json().value.id, 'paid')).statusCode).toBe(200);

    // The reference, from what this test made: agenta's team is membera1, membera2, subagent, members1 (and more).
    const reference = {
      depositAmount: 50_000,
      depositCount: 2,
      withdrawAmount: 30_000,
      withdrawCount: 1,
      validBet: 6_500,
      payout: 4_500,
      winLoss: 4_500 - 6_500,
    };
    const now = await overview('agenta');
    expect(now.periods.today).toMatchObject({ ...reference, activeMembers: 3 });
    expect(now.periods.thisMonth).toMatchObject(reference);
    expect(now.periods.yesterday).toMatchObject({ depositAmount: 0, validBet: 0 });
    expect(now.days.at(-1)).toMatchObject({ depositAmount: 50_000, withdrawAmount: 30_000, validBet: 6_500, payout: 4_500 });
    expect(now.days).toHaveLength(14);
    // The sub-agent sees their branch only.
    expect((await overview('subagent')).periods.today).toMatchObject({
      depositAmount: 10_000,
      withdrawAmount: 0,
      validBet: 4_000,
      payout: 500,
    });
    expect((await overview('agentb')).periods.today).toMatchObject({ depositAmount: 70_000, validBet: 9_000, payout: 0 });
    // Per game type in the day rollups; the contracts' window rows keep the play only.
    const byType = await t.app.ctx.db
      .selectFrom('member_day_rollups')
      .select(['game_type', (eb) => eb.fn.sum<number>('valid_bet').as('valid')])
      .where('member_id', '=', ids.members1!)
      .groupBy('game_type')
      .orderBy('game_type')
      .execute();
    expect(byType.map((row) => [row.game_type, Number(row.valid)])).toEqual([
      ['', 0],
      ['LIVE', 3_000],
      ['RNG', 1_000],
    ]);
    const windows = await t.app.ctx.db
      .selectFrom('member_window_rollups')
      .select((eb) => eb.fn.sum<number>('valid_bet').as('valid'))
      .where('member_id', '=', ids.members1!)
      .executeTakeFirstOrThrow();
    expect(Number(windows.valid)).toBe(4_000);
    const summary = (await get('/wps/agent/team/membera1', 'agenta')).json().value;
    expect(summary).toMatchObject({
      account: 'membera1',
      level: 1,
      canTransfer: true,
      thisMonth: { depositAmount: 40_000, validBet: 2_500 },
    });
    expect((await get('/wps/agent/team/members1', 'agenta')).json().value.canTransfer).toBe(false);
    expect((await get('/wps/agent/team/members1', 'subagent')).json().value).toMatchObject({ canTransfer: true, teamSize: 1 });

    // A day later, today's numbers are yesterday's.
    t.clock.advance(DAY);
    tokens.agenta = await t.login('agenta', 'Secret1234');
    const next = await overview('agenta');
    expect(next.periods.yesterday).toMatchObject(reference);
    expect(next.periods.today).toMatchObject({ depositAmount: 0, validBet: 0, newMembers: 0 });
    expect(next.teamSize).toBe(now.teamSize);
  });
});
