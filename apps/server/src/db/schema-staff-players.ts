import type { Generated } from 'kysely';

/** A four-eyes request (migration 0023): waits PENDING until a second staff member decides. */
export interface StaffApprovalsTable {
  id: Generated<number>;
  merchant_id: number;
  /** BALANCE_ADJUSTMENT, DEPOSIT_CREDIT or PROMOTION_GRANT. */
  kind: string;
  member_id: number;
  deposit_id: number | null;
  /** The promotion a PROMOTION_GRANT grants from (migration 0056). */
  promotion_id: Generated<number | null>;
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

/** A staff note on a player (migration 0027); never edited. */
export interface PlayerNotesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  author_id: number;
  body: string;
  created_at: number;
}

/** One tag of a player (migration 0027); the set is replaced as a whole. */
export interface PlayerTagsTable {
  merchant_id: number;
  member_id: number;
  tag: string;
}

export interface StaffPlayersTables {
  staff_approvals: StaffApprovalsTable;
  player_notes: PlayerNotesTable;
  player_tags: PlayerTagsTable;
}
