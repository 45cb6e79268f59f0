import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementPage } from '@panalo/contract/agent-contract';
import { MemberType } from '@panalo/contract/member-types';
import { MINUTE } from '../../lib/clock';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { testDatabaseName } from '../../test-support/test-app.test-kit';
import { balance, fund } from '../withdraw/withdraw.test-kit';
import { contractTeam } from './contract.test-kit';
import { runSettlement, settleUnlocked } from './settlement';

/**
 * The settlement's payments written as batches (many agents' salaries per transaction, the house
 * account moved once per batch) while the same accounts move for other reasons: every agent is
 * paid its window once, its balance is what it was paid plus what else it received, and the
 * ledger's invariants hold (every posting balanced, each entry's balance the running balance of
 * its account in entry order, the house's included), also when many runs pay at once.
 */
describe(`agent contract settlement in batches (${testDatabaseName()})`, () => {
  let k: Awaited<ReturnType<typeof contractTeam>>;
  const AGENTS = 8;
  const agents = Array.from({ length: AGENTS }, (_, n) => `batchagent${n}`);
  const stakeOf = (n: number) => (n + 1) * 10_000;
  const share = (rateBp: number, base: number) => Math.floor((rateBp * Math.max(0, base)) / 10_000);
  /** Real-time salary on a team that staked `stake` and won `win` (no sub-agents: the agent keeps it all). */
  const realtime = (stake: number, win: number) => share(50, stake) + share(100, stake - win);
  /** A round each agent's player plays while the settlement runs: stake 1,000, win 500. */
  const extra = { stake: 1_000, win: 500 };
  /** A bonus each agent receives while its salary is paid. */
  const BONUS = 1_000;
  const paid = async (who: string, kind: string) =>
    (await k.value<StatementPage>('GET', `/wps/agent/contract/statement?kind=${kind}`, who)).list.map((line) => line.amount);
  const balanceOf = async (who: string) => (await balance(k.t, k.tokens[who]!)).balance;
  const ledgerIsSound = async () => expect(await checkLedger(k.t.app.ctx.db)).toEqual([]);

  beforeAll(async () => {
    k = await contractTeam();
    for (const [n, agent] of agents.entries()) {
      const player = `batchplayer${n}`;
      k.ids[agent] = await k.t.account({ username: agent, password: 'Secret1234', type: MemberType.AGENT_41, uplineId: k.ids.agent1 });
      k.tokens[agent] = await k.t.login(agent, 'Secret1234');
      k.ids[player] = await k.t.account({ username: player, password: 'Secret1234', uplineId: k.ids[agent] });
      k.tokens[player] = await k.t.login(player, 'Secret1234');
      await fund(k.t, k.ids[player]!, 1_000_000);
      await k.agree('agent1', agent, 'REALTIME', { realtime: { winRateBp: 10, lossRateBp: 100, singleBetRateBp: 50 } });
      await k.agree('agent1', agent, 'HOURLY', { tiers: [{ rateBp: 100 }] });
    }
    // The test clock starts at 10:00 UTC: every player loses one round in the 10:00 window.
    k.t.clock.advance(MINUTE);
    for (const n of agents.keys()) await k.play(`batchplayer${n}`, stakeOf(n), 0);
  }, 180_000);
  afterAll(() => k.t.close());

  it('pays every agent of a window in one batch while their accounts and the house move', async () => {
    k.t.clock.advance(5 * MINUTE); // 10:06: the 10:00 window is closed.
    const [run] = await Promise.all([
      runSettlement(k.t.app.ctx),
      Promise.all(agents.map((agent) => fund(k.t, k.ids[agent]!, BONUS))),
      // In the 10:05 window, still open: paid by the next runs.
      Promise.all(agents.map((_, n) => k.play(`batchplayer${n}`, extra.stake, extra.win))),
    ]);
    expect(run?.payments).toBe(AGENTS);
    for (const [n, agent] of agents.entries()) {
      expect(await paid(agent, 'REALTIME')).toEqual([realtime(stakeOf(n), 0)]);
      expect(await balanceOf(agent)).toBe(realtime(stakeOf(n), 0) + BONUS);
    }
    await ledgerIsSound();
  });

  it('pays each window once when many runs pay small batches at once', async () => {
    k.t.clock.advance(55 * MINUTE); // 11:01: the 10:05 window and the 10:00 hour are closed.
    const apps = testDatabaseName() === 'postgres' ? [k.t.app, await k.t.peer(), await k.t.peer()] : [k.t.app];
    const small = { paymentsPerTransaction: 3, transactionsAtOnce: 4 };
    const [runs] = await Promise.all([
      Promise.all(apps.flatMap((app) => [settleUnlocked(app.ctx, small), settleUnlocked(app.ctx, small), runSettlement(app.ctx)])),
      // In the 11:00 hour, still open.
      Promise.all(agents.map((_, n) => k.play(`batchplayer${n}`, extra.stake, extra.win))),
    ]);
    // Each agent: the 10:05 window's real-time salary. Its hourly salary pays nothing for the 10:00
    // hour: every window of it was the real-time salary's, which closes first (one commission per bet).
    expect(runs.reduce((total, run) => total + (run?.payments ?? 0), 0)).toBe(AGENTS);
    for (const [n, agent] of agents.entries()) {
      expect(await paid(agent, 'REALTIME')).toEqual([realtime(extra.stake, extra.win), realtime(stakeOf(n), 0)]);
      expect(await paid(agent, 'HOURLY')).toEqual([]);
      expect(await balanceOf(agent)).toBe(realtime(stakeOf(n), 0) + realtime(extra.stake, extra.win) + BONUS);
    }
    await ledgerIsSound();
    expect(await runSettlement(k.t.app.ctx)).toEqual({ payments: 0, amount: 0 });
  });
});
