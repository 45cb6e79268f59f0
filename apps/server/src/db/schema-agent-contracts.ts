import type { Generated } from 'kysely';

/** Agent contracts and their payments (migration 0021). */
export interface AgentContractsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  upline_id: number;
  member_id: number;
  status: string;
  /** The contract terms as JSON (`contractTerms` of the contract package). */
  terms: string;
  top_rate_bp: number;
  replaces_id: number | null;
  termination_requested_by: number | null;
  created_at: number;
  accepted_at: number | null;
  ended_at: number | null;
  /** The end of the last window the settlement has looked at. */
  settled_through: number | null;
}

export interface AgentContractPaymentsTable {
  id: Generated<number>;
  merchant_id: number;
  contract_id: number;
  member_id: number;
  kind: string;
  period_key: string;
  period_from: number;
  period_to: number;
  amount: number;
  /** How the amount was computed, as JSON (`paymentComputation`). */
  computation: string;
  posting_id: number | null;
  created_at: number;
}

export interface AgentContractTables {
  agent_contracts: AgentContractsTable;
  agent_contract_payments: AgentContractPaymentsTable;
}
