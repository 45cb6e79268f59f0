import { sql } from 'kysely';
import type { AppContext } from '@panalo/server/app-context';
import { topRate } from '@panalo/server/modules/agent-contract/contract-pay';
import { runSettlement } from '@panalo/server/modules/agent-contract/settlement';

/** The settlement window: 5 minutes. */
const WINDOW = 5 * 60_000;
/** Bets written into the window. */
const BETS = Number(process.env.AGENTS_BENCH_WINDOW_BETS ?? 50_000);

/**
 * `bench:agents`' settlement figure: one 5-minute contract settlement with 50,000 new bets.
 * Every agent of the team (levels 1 to 4 under the bench agent, whose deal with the brand is 3%)
 * holds a real-time and an hourly salary contract from its upline, each level's rates below its
 * upline's and the two together within it (the real-time salary counts every window: one
 * commission per bet). The bets are written as
 * the window rows the posting path leaves (one per betting member of the last level, unclaimed,
 * in the window that just closed), the windows before it claimed and paid, as every 5 minutes in
 * production. Then one settlement run claims the window and pays it; its time is printed.
 */
export async function timeContractSettlement(ctx: AppContext, merchantId: number, agentId: number): Promise<void> {
  const db = ctx.db;
  const now = ctx.clock.now();
  const window = Math.floor(now / WINDOW) * WINDOW - WINDOW;
  const agents = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .select(['m.id', 'm.upline_id', 't.depth'])
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1)
    .where('t.depth', '<=', 4)
    .execute();
  // The bench agent's own rate caps what its team's contracts pay (docs/agents.md, "One commission per bet").
  await db.updateTable('members').set({ agent_rate_bp: 300 }).where('id', '=', agentId).execute();
  const contracts = agents.flatMap((agent) => {
    const level = agent.depth - 1;
    const realtime = { winRateBp: 10 - 2 * level, lossRateBp: 100 - 20 * level, singleBetRateBp: 50 - 10 * level };
    const hourly = { tiers: [{ rateBp: 100 - 20 * level, activeMembers: 0, betAmount: 0, periodValidBet: 0, periodProfitLoss: 0 }] };
    const common = {
      merchant_id: merchantId,
      upline_id: agent.upline_id!,
      member_id: agent.id,
      status: 'ACTIVE',
      replaces_id: null,
      termination_requested_by: null,
      created_at: window - 3_600_000,
      accepted_at: window - 3_600_000,
      ended_at: null,
      settled_through: window,
    };
    return [
      {
        ...common,
        kind: 'REALTIME',
        terms: JSON.stringify({ tiers: [], realtime }),
        top_rate_bp: topRate('REALTIME', { tiers: [], realtime }),
      },
      { ...common, kind: 'HOURLY', terms: JSON.stringify(hourly), top_rate_bp: topRate('HOURLY', hourly) },
    ];
  });
  for (let from = 0; from < contracts.length; from += 500)
    await db
      .insertInto('agent_contracts')
      .values(contracts.slice(from, from + 500))
      .execute();
  // The windows before this one were claimed by the runs before.
  await db
    .insertInto('contract_window_claims')
    .values({ window_start: window - WINDOW, claimed_at: window })
    .execute();
  const players = await sql<{ n: number }>`
    SELECT count(*) AS n FROM member_tree WHERE ancestor_id = ${agentId} AND depth = 5`.execute(db);
  const rows = Math.min(BETS, Number(players.rows[0]!.n));
  const perRow = Math.ceil(BETS / rows);
  // Stakes of 5.00 to 24.00 and wins from none to twice the stake: some members won, most lost.
  await sql`
    INSERT INTO member_window_rollups (merchant_id, member_id, window_start, claimed_window, bet_count, valid_bet, payout)
    SELECT ${merchantId}, descendant_id, ${window}, 0, ${perRow}, ${perRow} * (500 + (descendant_id % 20) * 100),
      ${perRow} * (500 + (descendant_id % 20) * 100) * ((descendant_id % 7) * 30) / 100
    FROM (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentId} AND depth = 5 ORDER BY descendant_id LIMIT ${rows}) players
  `.execute(db);
  if (ctx.dialect === 'postgres') await sql`ANALYZE`.execute(db);
  const started = performance.now();
  const phases: string[] = [];
  const result = await runSettlement(ctx, { onPhase: (phase, ms) => phases.push(`${phase} ${ms.toFixed(0)} ms`) });
  const took = performance.now() - started;
  console.log(
    `  ${'settlement, 5-min window'.padEnd(26)} ${took.toFixed(0).padStart(7)} ms   ${(rows * perRow).toLocaleString()} bets, ${contracts.length.toLocaleString()} contracts, ${result?.payments.toLocaleString()} payments (${phases.join(', ')})`,
  );
}
