import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractOverview, ContractTerms, StatementPage } from '@panalo/contract/agent-contract';
import { CONTRACT_KINDS, contractTerms } from '@panalo/contract/agent-contract';
import { MemberType } from '@panalo/contract/member-types';
import { MINUTE } from '../../lib/clock';
import { testDatabaseName } from '../../test-support/test-app.test-kit';
import { balance, fund } from '../withdraw/withdraw.test-kit';
import { topRate } from './contract-pay';
import { insertContract } from './contract.repository';
import { contractTeam } from './contract.test-kit';
import { runSettlement, settleUnlocked } from './settlement';

/**
 * One commission per bet (issue #37, item 3): contracts of several kinds to one downline share the
 * offering agent's rate at offer time, and at settlement each bet pays an agent through one
 * contract, at most the rate its offerer may pass on. boss is an agent with a 2% rate whose deal is
 * with the brand. dl2 holds all four kinds from boss at once and its team wins within one hour;
 * dl3 holds four contracts made before the rule, each at 2% (the 4.6% the attack test saw); mid
 * holds an hourly salary from boss and low, under mid, a real-time salary mid was never granted.
 */
describe(`one commission per bet (${testDatabaseName()})`, () => {
  let k: Awaited<ReturnType<typeof contractTeam>>;
  const share = (rateBp: number, base: number) => Math.floor((rateBp * Math.max(0, base)) / 10_000);
  const offer = (who: string, kind: ContractKind, account: string, terms: object) =>
    k.call('POST', '/wps/agent/contract/offer', who, { kind, account, terms });
  const codeOf = async (response: Promise<{ statusCode: number; json(): { code: string } }>) => {
    const answer = await response;
    return [answer.statusCode, answer.json().code];
  };
  const tiers = (rateBp: number) => ({ tiers: [{ rateBp }] });
  const realtime = (singleBetRateBp: number, winRateBp: number, lossRateBp = 0) => ({
    realtime: { singleBetRateBp, winRateBp, lossRateBp },
  });
  /** Every payment line of an agent, all kinds. */
  const lines = async (who: string) => {
    const all = [];
    for (const kind of CONTRACT_KINDS) {
      const page = await k.value<StatementPage>('GET', `/wps/agent/contract/statement?kind=${kind}&pageSize=100`, who);
      all.push(...page.list);
    }
    return all;
  };
  /** A contract accepted before this rule: written as the database holds it, never offered through today's checks. */
  const legacy = async (upline: string, member: string, kind: ContractKind, terms: ContractTerms) => {
    await insertContract(k.t.app.ctx.db, {
      merchant_id: k.t.merchantId,
      kind,
      upline_id: k.ids[upline]!,
      member_id: k.ids[member]!,
      status: 'ACTIVE',
      terms: JSON.stringify(terms),
      top_rate_bp: topRate(kind, terms),
      replaces_id: null,
      termination_requested_by: null,
      created_at: k.t.clock.now(),
      accepted_at: k.t.clock.now(),
      ended_at: null,
      settled_through: null,
    });
  };
  /** Terms as the contract schema completes them. */
  const full = (terms: object): ContractTerms => contractTerms.parse(terms);
  /** Six rounds each, one every 10 minutes from 10:01: one hour of play. */
  const ROUNDS = 6;
  const rounds = {
    p2a: { stake: 10_000, win: 16_000 },
    p2b: { stake: 20_000, win: 25_000 },
    p3a: { stake: 30_000, win: 41_000 },
    r1: { stake: 10_000, win: 0 },
    p4a: { stake: 10_000, win: 12_000 },
  };
  const turnover = (...who: (keyof typeof rounds)[]) => ROUNDS * who.reduce((total, name) => total + rounds[name].stake, 0);

  beforeAll(async () => {
    k = await contractTeam();
    await k.make('boss', { type: MemberType.AGENT, agentRateBp: 200 });
    for (const name of ['dl1', 'dl2', 'dl3', 'dl4', 'mid', 'mid2'])
      await k.make(name, { type: MemberType.AGENT_41, uplineId: k.ids.boss, agentRateBp: 200 });
    await k.make('low', { type: MemberType.AGENT_41, uplineId: k.ids.mid, agentRateBp: 200 });
    await k.make('low2', { type: MemberType.AGENT_41, uplineId: k.ids.mid2, agentRateBp: 200 });
    const players = { p2a: 'dl2', p2b: 'dl2', p3a: 'dl3', r1: 'low', p4a: 'dl4' };
    for (const [player, upline] of Object.entries(players)) {
      await k.make(player, { uplineId: k.ids[upline] });
      await fund(k.t, k.ids[player]!, 10_000_000);
    }
  }, 180_000);
  afterAll(() => k.t.close());

  it('refuses an offer whose rate, with the downline’s other contracts, is above the agent’s, and shows what is left', async () => {
    await k.agree('boss', 'dl1', 'DAILY', tiers(100));
    expect(await codeOf(offer('boss', 'HOURLY', 'dl1', tiers(150)))).toEqual([400, 'CONTRACT_RATES_ABOVE_UPLINE']);
    // Real-time salary can pay its single-bet rate and its win rate on one bet: 0.50% + 0.60% is 1.10%.
    expect(await codeOf(offer('boss', 'REALTIME', 'dl1', realtime(50, 60)))).toEqual([400, 'CONTRACT_RATES_ABOVE_UPLINE']);
    const page = await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'boss');
    expect(page).toMatchObject({ ceilingBp: 200, budgetBp: 200, room: [{ account: 'dl1', usedBp: 100, availableBp: 100 }] });

    // Three offers of other kinds at once, each fitting alone, any two together too much: one is made.
    const racing = await Promise.all([
      offer('boss', 'HOURLY', 'dl1', tiers(60)),
      offer('boss', 'REALTIME', 'dl1', realtime(30, 30)),
      offer('boss', 'DIVIDEND', 'dl1', { period: 'D', ...tiers(60) }),
    ]);
    expect(racing.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code)).toEqual([
      'CONTRACT_RATES_ABOVE_UPLINE',
      'CONTRACT_RATES_ABOVE_UPLINE',
    ]);
    // What is left for hourly salary: the hourly offer, if it was the one made, would be replaced by a new one.
    const hourlyMade = racing[0]!.statusCode === 200;
    const left = await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'boss');
    expect(left.room).toEqual([{ account: 'dl1', usedBp: hourlyMade ? 100 : 160, availableBp: hourlyMade ? 100 : 40 }]);
  });

  it('lets an agent pass on only what it holds, and ends what its downlines hold beyond it once it accepts', async () => {
    await k.agree('boss', 'mid', 'HOURLY', tiers(200));
    // mid holds an hourly salary and no real-time salary: it has no real-time rate to pass on.
    expect(await codeOf(offer('mid', 'REALTIME', 'low', realtime(100, 0)))).toEqual([400, 'RATE_ABOVE_UPLINE']);
    expect(await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=REALTIME', 'mid')).toMatchObject({
      ceilingBp: 0,
      budgetBp: 200,
    });

    // mid2's deal is with the brand (2%): it gave low2 a real-time salary. Taking an hourly salary
    // from boss, mid2 holds that alone, so low2's real-time salary ends, once mid2 confirms.
    const low2 = await k.agree('mid2', 'low2', 'REALTIME', realtime(100, 0));
    const hourly = await k.value('POST', '/wps/agent/contract/offer', 'boss', { kind: 'HOURLY', account: 'mid2', terms: tiers(150) });
    expect((await k.value<{ list: { id: number; endsDownline?: string[] }[] }>('GET', '/wps/agent/contract/pending', 'mid2')).list).toEqual(
      [expect.objectContaining({ id: hourly.id, endsDownline: ['low2'] })],
    );
    expect(await codeOf(k.call('POST', `/wps/agent/contract/${hourly.id}/accept`, 'mid2', {}))).toEqual([409, 'CONTRACT_ENDS_DOWNLINE']);
    await k.value('POST', `/wps/agent/contract/${hourly.id}/accept`, 'mid2', { confirmEndDownline: true });
    const offered = await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=REALTIME', 'mid2');
    expect(offered.offered.find((row) => row.id === low2.id)?.status).toBe('ENDED');
  });

  it('pays each bet once, at most the agent’s 2%, with all four kinds active and the team winning within one hour', async () => {
    // Four kinds at once within boss's 2%: real-time 0.30% + 0.30% on a won window, hourly 0.60%, daily and dividend 0.40% each.
    await k.agree('boss', 'dl2', 'REALTIME', realtime(30, 30));
    await k.agree('boss', 'dl2', 'HOURLY', tiers(60));
    await k.agree('boss', 'dl2', 'DAILY', tiers(40));
    await k.agree('boss', 'dl2', 'DIVIDEND', { period: 'D', ...tiers(40) });
    // dl3's four were accepted before this rule, each at boss's whole 2%; low's real-time salary was never mid's to give.
    await legacy('boss', 'dl3', 'DAILY', full(tiers(200)));
    await legacy('boss', 'dl3', 'HOURLY', full(tiers(200)));
    await legacy('boss', 'dl3', 'DIVIDEND', full({ period: 'D', ...tiers(200) }));
    await legacy('boss', 'dl3', 'REALTIME', full(realtime(30, 30)));
    await legacy('mid', 'low', 'REALTIME', full(realtime(100, 0)));
    // dl4 holds an hourly salary, and takes a real-time salary half-way through the hour.
    await k.agree('boss', 'dl4', 'HOURLY', tiers(100));

    // The test clock starts at 10:00 UTC: a round every 10 minutes, 10:01 to 10:51.
    k.t.clock.advance(MINUTE);
    for (let round = 0; round < ROUNDS; round++) {
      if (round === 3) await k.agree('boss', 'dl4', 'REALTIME', realtime(50, 50)); // 10:31
      for (const [player, { stake, win }] of Object.entries(rounds)) await k.play(player, stake, win);
      k.t.clock.advance(10 * MINUTE);
    }
    k.t.clock.advance(6 * 60 * MINUTE - ROUNDS * 10 * MINUTE); // 16:01: the hour, the brand day (GMT+8) and its dividend period are closed
    // Settlements truly at once, in this process and (on PostgreSQL) in a second one: every kind of every contract.
    const apps = testDatabaseName() === 'postgres' ? [k.t.app, await k.t.peer()] : [k.t.app];
    await Promise.all(apps.flatMap((app) => [settleUnlocked(app.ctx), settleUnlocked(app.ctx), runSettlement(app.ctx)]));
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });

    const paid = await lines('dl2');
    const total = paid.reduce((sum, line) => sum + line.amount, 0);
    expect(total).toBeLessThanOrEqual(share(200, turnover('p2a', 'p2b')));
    // Each bet counted by one payment: the lines' valid bets add up to the team's turnover, once.
    expect(paid.reduce((sum, line) => sum + line.computation.validBet, 0)).toBe(turnover('p2a', 'p2b'));
    // Real-time salary's windows close first: it pays every window (the team won each), the others nothing.
    const window = rounds.p2a.stake + rounds.p2b.stake;
    expect(paid.map((line) => [line.kind, line.amount])).toEqual(
      Array.from({ length: ROUNDS }, () => ['REALTIME', share(30, window) + share(30, window)]),
    );
    expect((await balance(k.t, k.tokens.dl2!)).balance).toBe(total);
  });

  it('pays contracts made before the rule once per bet too: 4.6% of turnover before, 0.6% now', async () => {
    const paid = await lines('dl3');
    const total = paid.reduce((sum, line) => sum + line.amount, 0);
    const staked = turnover('p3a');
    expect(total).toBeLessThanOrEqual(share(200, staked));
    expect(paid.reduce((sum, line) => sum + line.computation.validBet, 0)).toBe(staked);
    // Stacked, the kinds paid daily 2% + hourly 2% + real-time 0.3% + 0.3% (the dividend nothing: the team won).
    expect(total).toBe(share(60, staked));
  });

  it('never pays a downline more than its upline was granted: down the tree a bet costs at most the top agent’s rate', async () => {
    const staked = turnover('r1');
    const mid = (await lines('mid')).reduce((sum, line) => sum + line.amount, 0);
    const low = (await lines('low')).reduce((sum, line) => sum + line.amount, 0);
    // mid's hourly salary is all boss granted on low's team: low's real-time salary, which mid did not hold, pays nothing.
    expect(low).toBe(0);
    expect(mid + low).toBe(share(200, staked));
  });

  it('gives a shorter kind that starts inside a longer one’s window the rest of it: the hour’s first half hourly, the second real-time', async () => {
    const paid = await lines('dl4');
    const { stake } = rounds.p4a;
    // The real-time salary covers the windows from the one it was accepted in (10:30): the rounds of 10:31, 10:41, 10:51.
    expect(paid.filter((line) => line.kind === 'REALTIME').map((line) => [line.periodKey, line.amount])).toEqual(
      ['10:50', '10:40', '10:30'].map((at) => [`2026-11-21T${at}`, share(50, stake) + share(50, stake)]),
    );
    // The hourly salary counts the rounds of 10:01, 10:11 and 10:21 only.
    const hourly = paid.filter((line) => line.kind === 'HOURLY');
    expect(hourly).toHaveLength(1);
    expect(hourly[0]).toMatchObject({
      periodKey: '2026-11-21T10',
      amount: share(100, 3 * stake),
      computation: { validBet: 3 * stake, activeMembers: 1 },
    });
    expect(paid.reduce((sum, line) => sum + line.computation.validBet, 0)).toBe(turnover('p4a'));
  });
});
