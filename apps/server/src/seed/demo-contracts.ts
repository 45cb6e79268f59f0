import type { ContractKind, ContractTerms } from '@panalo/contract/agent-contract';
import type { AppContext } from '../app-context';
import { DAY } from '../lib/clock';
import { topRate } from '../modules/agent-contract/contract-pay';
import { insertContract } from '../modules/agent-contract/contract.repository';
import { runSettlement } from '../modules/agent-contract/settlement';

/** One demo contract of each kind, agent1 → subagent1. */
const DEMO_TERMS: Record<ContractKind, ContractTerms> = {
  DIVIDEND: {
    period: 'W',
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
 * The demo contracts (docs/agents.md): agent1 gave subagent1 one contract of each kind when the
 * demo team started, and one settlement run at seed time pays the closed windows of the seeded
 * rounds, so the contract pages and "my income" show numbers at the first start.
 */
export async function seedDemoContracts(
  ctx: AppContext,
  { merchantId, agentId, subAgentId, since }: { merchantId: number; agentId: number; subAgentId: number; since: number },
): Promise<void> {
  for (const [kind, terms] of Object.entries(DEMO_TERMS) as [ContractKind, ContractTerms][]) {
    await insertContract(ctx.db, {
      merchant_id: merchantId,
      kind,
      upline_id: agentId,
      member_id: subAgentId,
      status: 'ACTIVE',
      terms: JSON.stringify(terms),
      top_rate_bp: topRate(kind, terms),
      replaces_id: null,
      termination_requested_by: null,
      created_at: since - DAY,
      accepted_at: since,
      ended_at: null,
      settled_through: null,
    });
  }
  await runSettlement(ctx);
}
