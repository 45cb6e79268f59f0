import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, type ContractIncome, type ContractOverview } from '@panalo/contract/agent-contract';
import type { TeamBettingReport } from '@panalo/contract/agent-reports';
import type { BetRecordPage } from '@panalo/contract/bet-records';
import { DAY } from '../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';
import { seedDemo } from './demo-seed';

/**
 * The demo: agent1's team played two weeks of rounds through the seamless wallet, and agent1 gave
 * subagent1 a contract of each kind in turn (the daily salary still running), already paid over
 * the seeded rounds.
 */
describe(`demo agent team and contracts (${testDatabaseName()})`, () => {
  let t: TestApp;
  const demo = { host: 'localhost' };
  const logIn = async (username: string, password: string) => {
    const login = await t.request({ method: 'POST', url: '/wps/session/login', headers: demo, payload: { username, password } });
    expect(login.statusCode, login.body).toBe(200);
    return { ...demo, authorization: `Bearer ${login.json().value.token as string}` };
  };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedDemo(t.app.ctx);
  }, 180_000);
  afterAll(() => t.close());

  it('shows the running contract and income of every kind that ran at the first start', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: demo,
      payload: { username: 'subagent1', password: 'Agent1234' },
    });
    const token = login.json().value.token as string;
    const headers = { ...demo, authorization: `Bearer ${token}` };
    for (const kind of CONTRACT_KINDS) {
      const page = (await t.request({ method: 'GET', url: `/wps/agent/contract?kind=${kind}`, headers })).json().value as ContractOverview;
      if (kind === 'DAILY') expect(page.mine, kind).toMatchObject({ kind, status: 'ACTIVE', upline: 'agent1' });
      else expect(page.mine, kind).toBeNull();
    }
    const income = (await t.request({ method: 'GET', url: `/wps/agent/contract/income?from=0&to=${t.clock.now()}`, headers })).json()
      .value as ContractIncome;
    expect(income.total).toBeGreaterThan(0);
    expect(income.byKind.HOURLY).toBeGreaterThan(0);
    expect(income.byKind.REALTIME).toBeGreaterThan(0);
    expect(income.byKind.DAILY).toBeGreaterThan(0);
    // One contract at a time: no period of one kind overlaps another kind's.
    const lines = income.list.toSorted((a, b) => a.periodFrom - b.periodFrom);
    lines.slice(1).forEach((line, n) => expect(line.periodFrom, line.periodKey).toBeGreaterThanOrEqual(lines[n]!.periodTo));
  });

  it("has the team's rounds in each member's bet records, settled, and the same play in the agent's team betting", async () => {
    // subagent1's branch: sub01 to sub08 (the rounds of the last two weeks).
    const members = Array.from({ length: 8 }, (_, index) => `sub${String(index + 1).padStart(2, '0')}`);
    const played = { rounds: 0, stake: 0, win: 0 };
    for (const username of members) {
      const headers = await logIn(username, 'Member1234');
      const url = `/wps/member/betRecords?from=0&to=${t.clock.now() + 1}&pageSize=100`;
      const page = (await t.request({ method: 'GET', url, headers })).json().value as BetRecordPage;
      expect(page.total, username).toBeGreaterThan(0);
      expect(page.list.every((round) => round.status === 'SETTLED' && round.stake > 0 && round.vassalage !== '')).toBe(true);
      played.rounds += page.total;
      played.stake += page.totals.stake;
      played.win += page.totals.win;
    }
    const headers = await logIn('agent1', 'Agent1234');
    const permission = await t.request({ method: 'GET', url: '/wps/system/permission', headers: demo });
    const offset = permission.json().value.gmtOffsetMinutes as number;
    const day = (at: number) => new Date(at + offset * 60_000).toISOString().slice(0, 10);
    const url = `/wps/agent/reports/team-betting?from=${day(t.clock.now() - 20 * DAY)}&to=${day(t.clock.now())}&downline=subagent1`;
    const report = (await t.request({ method: 'GET', url, headers })).json().value as TeamBettingReport;
    expect(report.totals).toMatchObject({ betCount: played.rounds, validBet: played.stake, payout: played.win });
  });
});
