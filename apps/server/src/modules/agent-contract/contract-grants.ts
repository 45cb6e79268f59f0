import { CONTRACT_KINDS, contractTerms, type ContractKind } from '@panalo/contract/agent-contract';
import { parseJson } from '../../kernel/merchant-settings';
import { topRate } from './contract-pay';
import type { ContractRow } from './contract.repository';

/**
 * What an agent has been granted and may pass on (docs/agents.md, "One commission per bet"). An
 * agent that holds contracts from its upline passes on what they grant, kind by kind (a kind it
 * does not hold: nothing), and one downline's contracts together at most their sum. An agent
 * that holds none has its deal with the brand: its agent rate, for every kind and for all of one
 * downline's contracts together.
 */
export interface Grant {
  byKind: Record<ContractKind, number>;
  totalBp: number;
}

/**
 * A contract's top rate from its terms: rows written before real-time salary's top rate counted
 * its single-bet and result rates together kept only the highest of the three.
 */
export const rowTop = (row: Pick<ContractRow, 'kind' | 'terms'>): number =>
  topRate(row.kind as ContractKind, parseJson(contractTerms, row.terms));

const each = (rateBp: number) => Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, rateBp])) as Record<ContractKind, number>;

/** The grant of an agent that holds `held` (its active contracts) and has `agentRateBp`. */
export function grantOf(held: ContractRow[], agentRateBp: number | null): Grant {
  if (held.length === 0) return { byKind: each(agentRateBp ?? 0), totalBp: agentRateBp ?? 0 };
  const byKind = each(0);
  for (const row of held) byKind[row.kind as ContractKind] = Math.max(byKind[row.kind as ContractKind], rowTop(row));
  return { byKind, totalBp: CONTRACT_KINDS.reduce((total, kind) => total + byKind[kind], 0) };
}

/**
 * What one downline's open contracts from its upline use of the upline's grant, leaving out
 * `except` (the kind being offered, which replaces its active contract): per kind the highest of
 * the active contract and the offer waiting for an answer, since either may be the one in force.
 */
export function usedBy(open: ContractRow[], except: ContractKind): number {
  const byKind = new Map<string, number>();
  for (const row of open) if (row.kind !== except) byKind.set(row.kind, Math.max(byKind.get(row.kind) ?? 0, rowTop(row)));
  return [...byKind.values()].reduce((total, rate) => total + rate, 0);
}

/**
 * The contracts `memberId` offered downlines that pay above what it will hold once it accepts
 * `accepting`: of that kind, above the new top rate; of a kind it will not hold, any (an agent
 * that held nothing passed on its agent rate, and now holds one kind only).
 */
export function beyondAfterAccepting(held: ContractRow[], offered: ContractRow[], accepting: ContractRow): ContractRow[] {
  const after = grantOf([...held.filter((row) => row.kind !== accepting.kind), accepting], null);
  return offered.filter((row) => rowTop(row) > after.byKind[row.kind as ContractKind]);
}
