import type { Generated } from 'kysely';

/** A four-eyes request (migration 0023): waits PENDING until a second staff member decides. */
export interface StaffApprovalsTable {
  id: Generated<number>;
  merchant_id: number;
  /** BALANCE_ADJUSTMENT or DEPOSIT_CREDIT. */
  kind: string;
  member_id: number;
  deposit_id: number | null;
  /** Minor units; signed for an adjustment (negative debits the main wallet). */
  amount: number;
  reason: string;
  reference: string;
  status: string;
  requested_by: number;
  requested_at: number;
  decided_by: number | null;
  decided_at: number | null;
  note: string | null;
}

export interface StaffPlayersTables {
  staff_approvals: StaffApprovalsTable;
}
