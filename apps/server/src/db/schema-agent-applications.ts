import type { Generated } from 'kysely';

/** Applications to become an agent, waiting in the operator's queue (migration 0017). */
export interface AgentApplicationsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  name: string;
  contact: string;
  contact_key: string;
  channel: string;
  experience: string;
  message: string | null;
  status: string;
  note: string | null;
  decided_by: number | null;
  decided_at: number | null;
  ip: string | null;
  created_at: number;
}

export interface AgentApplicationTables {
  agent_applications: AgentApplicationsTable;
}
