import type { ContractKind, ContractTerms } from '@panalo/contract/agent-contract';
import type { AppContext } from '../app-context';
import { DAY } from '../lib/clock';
import { topRate } from '../modules/agent-contract/contract-pay';
import { insertContract } from '../modules/agent-contract/contract.repository';
import { runSettlement } from '../modules/agent-contract/settlement';

/** One demo contract of each kind, agent1 → subagent1. */
const DEMO_TERMS: Record<ContractKind, ContractTerms> = {
  DIVIDEND: {
    period: 'D',
    tiers: [
      { rateBp: 100, activeMembers: 0, betAmount: 0, periodValidBet: 0, periodProfitLoss: 0 },
      { rateBp: 150, activeMembers: 3, betAmount: 0, periodValidBet: 50_000, periodProfitLoss: 0 },
    ],
  },
  DAILY: {
    tiers: [
      { rateBp: 50, activeMembers: 0, betAmount: 0, periodValidBet: 0, periodProfitLoss: 0 },
      { rateBp: 100, activeMembers: 3, betAmount: 0, periodValidBet: 0, periodProfitLoss: 0 },
    ],
  },
  HOURLY: {
    tiers: [
      { rateBp: 30, activeMembers: 0, betAmount: 0, periodValidBet: 0, periodProfitLoss: 0 },
      { rateBp: 60, activeMembers: 2, betAmount: 0, periodValidBet: 0, periodProfitLoss: 0 },
    ],
  },
  REALTIME: { tiers: [], realtime: { winRateBp: 10, lossRateBp: 50, singleBetRateBp: 20 } },
};

/**
 * When each demo contract ran, in days after the team started: one after the other, since each
 * bet pays an agent through one contract (docs/agents.md, "One commission per bet"). The daily
 * salary runs on.
 */
const DEMO_SPANS: [ContractKind, number, number | null][] = [
  ['DIVIDEND', 0, 4],
  ['HOURLY', 4, 7],
  ['REALTIME', 7, 10],
  ['DAILY', 10, null],
];

/**
 * The demo contracts (docs/agents.md): agent1 gave subagent1 a contract of each kind in turn since
 * the demo team started, the daily salary last and still running, and one settlement run at seed
 * time pays the closed windows of the seeded rounds, so the contract pages and "my income" show
 * numbers at the first start.
 */
export async function seedDemoContracts(
  ctx: AppContext,
  { merchantId, agentId, subAgentId, since }: { merchantId: number; agentId: number; subAgentId: number; since: number },
): Promise<void> {
  for (const [kind, from, to] of DEMO_SPANS) {
    const terms = DEMO_TERMS[kind];
    await insertContract(ctx.db, {
      merchant_id: merchantId,
      kind,
      upline_id: agentId,
      member_id: subAgentId,
      status: to === null ? 'ACTIVE' : 'TERMINATED',
      terms: JSON.stringify(terms),
      top_rate_bp: topRate(kind, terms),
      replaces_id: null,
      termination_requested_by: to === null ? null : agentId,
      created_at: since + from * DAY - DAY,
      accepted_at: since + from * DAY,
      ended_at: to === null ? null : since + to * DAY,
      settled_through: null,
    });
  }
  await runSettlement(ctx);
}
