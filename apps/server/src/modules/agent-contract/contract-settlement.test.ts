import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, type ContractIncome, type ContractKind, type StatementPage } from '@panalo/contract/agent-contract';
import { MemberType } from '@panalo/contract/member-types';
import { MINUTE } from '../../lib/clock';
import { betPlaced } from '../ledger/ledger';
import { bookOf } from '../wallet/wallet.service';
import { testDatabaseName } from '../../test-support/test-app.test-kit';
import { balance, fund } from '../withdraw/withdraw.test-kit';
import { contractTeam } from './contract.test-kit';
import { runSettlement, settleUnlocked } from './settlement';

/**
 * The settlement over three-level teams (agent1 → sub → subsub), one per contract kind, that play
 * through the vendor API: each level earns its rate on its team minus its sub-agent's on theirs,
 * against a reference the test computes from its own bets; every (contract, period) pays once,
 * whether the settlement runs twice, crashes after a payment, or runs in many processes at once.
 * Real-time salary pays per 5-minute window; a round recorded after its window was paid is paid
 * once, in the next window. (One agent holding several kinds: contract-one-commission.test.ts.)
 */
describe(`agent contract settlement (${testDatabaseName()})`, () => {
  let k: Awaited<ReturnType<typeof contractTeam>>;
  const share = (rateBp: number, base: number) => Math.floor((rateBp * Math.max(0, base)) / 10_000);
  /** The accounts of a kind's team: `hourly.sub`, `hourly.subsub`, its players `members` (under sub) and `memberss` (under subsub). */
  const team = (kind: ContractKind) => {
    const prefix = kind.toLowerCase();
    return { sub: `${prefix}sub`, subsub: `${prefix}subsub`, members: `${prefix}members`, memberss: `${prefix}memberss` };
  };
  /** What each team bet: sub's team (members, memberss) and subsub's (memberss). */
  const bets = { members: { stake: 20_000, win: 30_000 }, memberss: { stake: 40_000, win: 5_000 } };
  const subTeam = { active: 2, valid: 60_000, loss: 60_000 - 35_000 };
  const subsubTeam = { active: 1, valid: 40_000, loss: 40_000 - 5_000 };
  // The reference: each level's rate on its team, the upline less the sub-agent's share.
  const expected = {
    HOURLY: { sub: share(200, subTeam.valid) - share(50, subsubTeam.valid), subsub: share(50, subsubTeam.valid) },
    REALTIME: {
      sub: share(50, subTeam.valid) + share(100, subTeam.loss) - (share(20, subsubTeam.valid) + share(80, subsubTeam.loss)),
      subsub: share(20, subsubTeam.valid) + share(80, subsubTeam.loss),
    },
    DAILY: { sub: share(250, subTeam.valid) - share(80, subsubTeam.valid), subsub: share(80, subsubTeam.valid) },
    DIVIDEND: { sub: share(300, subTeam.loss) - share(100, subsubTeam.loss), subsub: share(100, subsubTeam.loss) },
  };
  const statement = (who: string, kind: string) => k.value<StatementPage>('GET', `/wps/agent/contract/statement?kind=${kind}`, who);
  const paid = async (who: string, kind: string) => (await statement(who, kind)).list.map((line) => line.amount);
  const balanceOf = async (who: string) => (await balance(k.t, k.tokens[who]!)).balance;
  /** A stake of a kind's memberss with its time in the 15:55 window, committed at 16:01 (a transaction that began before the window closed). */
  const lateStake = 10_000;

  beforeAll(async () => {
    k = await contractTeam();
    for (const kind of CONTRACT_KINDS) {
      const names = team(kind);
      await k.make(names.sub, { type: MemberType.AGENT_41, uplineId: k.ids.agent1, agentRateBp: 200 });
      await k.make(names.subsub, { type: MemberType.AGENT_41, uplineId: k.ids[names.sub], agentRateBp: 100 });
      await k.make(names.members, { uplineId: k.ids[names.sub] });
      await k.make(names.memberss, { uplineId: k.ids[names.subsub] });
      for (const player of [names.members, names.memberss]) await fund(k.t, k.ids[player]!, 10_000_000);
    }
    const {
      HOURLY: hourly,
      DAILY: daily,
      REALTIME: realtime,
      DIVIDEND: dividend,
    } = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, team(kind)])) as Record<ContractKind, ReturnType<typeof team>>;
    await k.agree('agent1', hourly.sub, 'HOURLY', { tiers: [{ rateBp: 100 }, { rateBp: 200, activeMembers: 2 }] });
    await k.agree(hourly.sub, hourly.subsub, 'HOURLY', { tiers: [{ rateBp: 50 }] });
    await k.agree('agent1', daily.sub, 'DAILY', { tiers: [{ rateBp: 100 }, { rateBp: 250, betAmount: 50_000 }] });
    await k.agree(daily.sub, daily.subsub, 'DAILY', { tiers: [{ rateBp: 80 }, { rateBp: 90, betAmount: 1_000_000 }] });
    await k.agree('agent1', realtime.sub, 'REALTIME', { realtime: { winRateBp: 10, lossRateBp: 100, singleBetRateBp: 50 } });
    await k.agree(realtime.sub, realtime.subsub, 'REALTIME', { realtime: { winRateBp: 5, lossRateBp: 80, singleBetRateBp: 20 } });
    await k.agree('agent1', dividend.sub, 'DIVIDEND', { period: 'D', tiers: [{ rateBp: 300, periodProfitLoss: 10_000 }] });
    await k.agree(dividend.sub, dividend.subsub, 'DIVIDEND', { period: 'D', tiers: [{ rateBp: 100 }] });
    // The test clock starts at 10:00 UTC, 18:00 of the brand's day (GMT+8).
    k.t.clock.advance(MINUTE);
    await k.play('membera', 10_000, 0);
    for (const kind of CONTRACT_KINDS) {
      await k.play(team(kind).members, bets.members.stake, bets.members.win);
      await k.play(team(kind).memberss, bets.memberss.stake, bets.memberss.win);
    }
  }, 180_000);
  afterAll(() => k.t.close());

  it('pays nothing while the windows are open', async () => {
    k.t.clock.advance(2 * MINUTE); // 10:03: the first 5-minute window is still open.
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });
    expect(await paid(team('REALTIME').sub, 'REALTIME')).toEqual([]);
  });

  it('pays the real-time salary for each closed 5-minute window, not the hour', async () => {
    const { sub, subsub } = team('REALTIME');
    k.t.clock.advance(3 * MINUTE); // 10:06: the 10:00 window is closed, the hour is not.
    expect((await runSettlement(k.t.app.ctx))?.payments).toBe(2);
    expect(await paid(sub, 'REALTIME')).toEqual([expected.REALTIME.sub]);
    expect(await paid(subsub, 'REALTIME')).toEqual([expected.REALTIME.subsub]);
    expect((await statement(sub, 'REALTIME')).list[0]).toMatchObject({ periodKey: '2026-11-21T10:00' });
    expect(await paid(team('HOURLY').sub, 'HOURLY')).toEqual([]);
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });
  });

  it('pays each closed hour once with the differential, also after a crash halfway', async () => {
    const { sub, subsub } = team('HOURLY');
    k.t.clock.advance(55 * MINUTE); // 11:01: the 10:00 hour is closed, the day is not.
    const crash = runSettlement(k.t.app.ctx, {
      paymentsPerTransaction: 1,
      transactionsAtOnce: 1,
      afterPayment: () => {
        throw new Error('crash after the first payment');
      },
    });
    await expect(crash).rejects.toThrow('crash after the first payment');
    const rest = await runSettlement(k.t.app.ctx);
    expect(rest?.payments).toBe(1);
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });

    expect(await paid(sub, 'HOURLY')).toEqual([expected.HOURLY.sub]);
    expect(await paid(subsub, 'HOURLY')).toEqual([expected.HOURLY.subsub]);
    expect(await paid(team('REALTIME').sub, 'REALTIME')).toEqual([expected.REALTIME.sub]);
    // The brand pays the top rate on subsub's team and no more.
    expect(expected.HOURLY.sub + expected.HOURLY.subsub).toBe(share(200, subTeam.valid));
    expect(await paid('agent1', 'HOURLY')).toEqual([]);

    const line = (await statement(sub, 'HOURLY')).list[0]!;
    expect(line).toMatchObject({ periodKey: '2026-11-21T10', periodTo: line.periodFrom + 60 * MINUTE });
    expect(line.computation).toMatchObject({
      activeMembers: 2,
      validBet: subTeam.valid,
      winLoss: -subTeam.loss,
      rateBp: 200,
      gross: share(200, subTeam.valid),
      subAgents: [{ account: subsub, rateBp: 50, validBet: subsubTeam.valid, share: expected.HOURLY.subsub }],
      amount: expected.HOURLY.sub,
    });
    expect(await balanceOf(sub)).toBe(expected.HOURLY.sub);
    expect(await balanceOf(team('REALTIME').sub)).toBe(expected.REALTIME.sub);
  });

  it('pays the closed day and dividend period once when many processes settle at once', async () => {
    k.t.clock.advance(5 * 60 * MINUTE); // 16:01 UTC: the brand's day (GMT+8) is over.
    const apps = testDatabaseName() === 'postgres' ? [k.t.app, await k.t.peer(), await k.t.peer()] : [k.t.app];
    const runs = await Promise.all(
      apps.flatMap((app) => [settleUnlocked(app.ctx), settleUnlocked(app.ctx), runSettlement(app.ctx), settleUnlocked(app.ctx)]),
    );
    expect(runs.reduce((total, run) => total + (run?.payments ?? 0), 0)).toBe(4);
    const { DAILY: daily, DIVIDEND: dividend } = { DAILY: team('DAILY'), DIVIDEND: team('DIVIDEND') };
    expect(await paid(daily.sub, 'DAILY')).toEqual([expected.DAILY.sub]);
    expect(await paid(daily.subsub, 'DAILY')).toEqual([expected.DAILY.subsub]);
    expect(await paid(dividend.sub, 'DIVIDEND')).toEqual([expected.DIVIDEND.sub]);
    expect(await paid(dividend.subsub, 'DIVIDEND')).toEqual([expected.DIVIDEND.subsub]);
    expect((await statement(dividend.sub, 'DIVIDEND')).list[0]).toMatchObject({ periodKey: 'D:2026-11-21' });
    for (const kind of CONTRACT_KINDS) expect(await balanceOf(team(kind).sub), kind).toBe(expected[kind].sub);
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });
  });

  it('lists the income by period and kind for the revenue report', async () => {
    for (const kind of CONTRACT_KINDS) {
      const { sub } = team(kind);
      const income = await k.value<ContractIncome>('GET', `/wps/agent/contract/income?from=0&to=${k.t.clock.now()}`, sub);
      expect(income.postingKind).toBe('SALARY');
      expect(income.byKind).toEqual({ DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0, [kind]: expected[kind].sub });
      expect(income.total).toBe(await balanceOf(sub));
      expect(income.list).toHaveLength(1);
    }
    const none = await k.value<ContractIncome>('GET', `/wps/agent/contract/income?from=0&to=${k.t.clock.now()}`, 'agent1');
    expect(none.total).toBe(0);
    const backwards = await k.call('GET', '/wps/agent/contract/income?from=10&to=5', team('HOURLY').sub);
    expect([backwards.statusCode, backwards.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('pays a round recorded after its window was paid once, in the next window', async () => {
    // 16:01: every window up to 16:00 is claimed and paid. A stake of each team's memberss with its
    // time in the 15:55 window commits only now (a transaction that began before the window closed).
    const ctx = k.t.app.ctx;
    const merchant = (await ctx.merchants.byId(k.t.merchantId))!;
    for (const kind of CONTRACT_KINDS)
      await ctx.money.run((work) =>
        betPlaced(work, {
          book: bookOf(merchant),
          memberId: k.ids[team(kind).memberss]!,
          gameId: k.gameId,
          amount: lateStake,
          reference: `late-round-stake-${kind}`,
          now: k.t.clock.now() - 5 * MINUTE,
        }),
      );
    const { sub, subsub } = team('REALTIME');
    const before = { sub: await paid(sub, 'REALTIME'), subsub: await paid(subsub, 'REALTIME') };
    expect(await runSettlement(ctx)).toEqual({ payments: 0, amount: 0 }); // 16:00 is still open
    k.t.clock.advance(5 * MINUTE); // 16:06: the 16:00 window closes and counts the late stakes.
    expect((await runSettlement(ctx))?.payments).toBe(2);
    expect(await runSettlement(ctx)).toEqual({ payments: 0, amount: 0 });
    const lateSubsub = share(20, lateStake) + share(80, lateStake);
    expect(await paid(subsub, 'REALTIME')).toEqual([lateSubsub, ...before.subsub]);
    expect(await paid(sub, 'REALTIME')).toEqual([share(50, lateStake) + share(100, lateStake) - lateSubsub, ...before.sub]);
    const line = (await statement(subsub, 'REALTIME')).list[0]!;
    expect(line).toMatchObject({ periodKey: '2026-11-21T16:00', computation: { validBet: lateStake, activeMembers: 1 } });
  });

  it('counts a late round once for hourly, daily and dividend contracts too: in the next hour, day and period', async () => {
    // The 15:55 stakes committed after their hour (15) and their brand day (2026-11-21, ended 16:00
    // UTC) were paid; the 16:00 window claimed them, so the periods holding 16:00 count them.
    const [hourly, daily, dividend] = [team('HOURLY'), team('DAILY'), team('DIVIDEND')];
    const before = {
      daily: (await statement(daily.sub, 'DAILY')).list,
      dividend: (await statement(dividend.sub, 'DIVIDEND')).list,
      hourly: (await statement(hourly.sub, 'HOURLY')).list,
    };
    k.t.clock.advance(55 * MINUTE); // 17:01: the 16:00 hour is closed.
    expect((await runSettlement(k.t.app.ctx))?.payments).toBe(2);
    // One member played in the hour: sub's first tier (100), less subsub's 50.
    expect(await paid(hourly.subsub, 'HOURLY')).toEqual([share(50, lateStake), expected.HOURLY.subsub]);
    expect(await paid(hourly.sub, 'HOURLY')).toEqual([share(100, lateStake) - share(50, lateStake), expected.HOURLY.sub]);
    expect((await statement(hourly.sub, 'HOURLY')).list[0]).toMatchObject({
      periodKey: '2026-11-21T16',
      computation: { validBet: lateStake },
    });

    k.t.clock.advance(23 * 60 * MINUTE); // 16:01 the next day: the brand day 2026-11-22 is over.
    for (const who of [daily.sub, daily.subsub, dividend.sub, dividend.subsub, hourly.sub])
      k.tokens[who] = await k.t.login(who, 'Secret1234'); // a day on, sessions have lapsed
    expect((await runSettlement(k.t.app.ctx))?.payments).toBe(4);
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });
    expect(await paid(daily.subsub, 'DAILY')).toEqual([share(80, lateStake), expected.DAILY.subsub]);
    expect(await paid(daily.sub, 'DAILY')).toEqual([share(100, lateStake) - share(80, lateStake), expected.DAILY.sub]);
    expect(await paid(dividend.subsub, 'DIVIDEND')).toEqual([share(100, lateStake), expected.DIVIDEND.subsub]);
    expect(await paid(dividend.sub, 'DIVIDEND')).toEqual([share(300, lateStake) - share(100, lateStake), expected.DIVIDEND.sub]);
    const dailyLines = (await statement(daily.sub, 'DAILY')).list;
    expect(dailyLines[0]).toMatchObject({ periodKey: '2026-11-22', computation: { activeMembers: 1, validBet: lateStake } });
    expect((await statement(dividend.sub, 'DIVIDEND')).list[0]).toMatchObject({
      periodKey: 'D:2026-11-22',
      computation: { winLoss: -lateStake },
    });
    // The periods already paid keep what they paid: the late round is in no statement twice.
    expect(dailyLines.slice(1)).toEqual(before.daily);
    expect((await statement(dividend.sub, 'DIVIDEND')).list.slice(1)).toEqual(before.dividend);
    expect((await statement(hourly.sub, 'HOURLY')).list.slice(1)).toEqual(before.hourly);
  });
});
