import type { Generated } from 'kysely';

/** A time-out or self-exclusion (migration 0030); at most one ACTIVE per member. */
export interface RgBreaksTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** TIME_OUT or SELF_EXCLUSION. */
  kind: string;
  period: string;
  /** ACTIVE, ENDED (ran out), LIFTED (after a request), REPLACED (by a longer one). */
  status: string;
  /** PLAYER or STAFF. */
  source: string;
  starts_at: number;
  /** Null: permanent. */
  ends_at: number | null;
  liftable_from: number | null;
  lift_requested_at: number | null;
  closed_at: number | null;
  staff_id: number | null;
  reason: string | null;
}

/** One row per member that ever had a break: each change updates it first, so changes of one member queue. */
export interface RgBreakLocksTable {
  member_id: number;
  version: number;
}

/** An identity key of an excluded member (SHA-256 of the normalised value). */
export interface RgExclusionListTable {
  id: Generated<number>;
  merchant_id: number;
  all_brands: number;
  break_id: number;
  /** MOBILE, EMAIL or NAME_BIRTHDAY. */
  key_kind: string;
  key_hash: string;
  created_at: number;
}

export interface SelfExclusionTables {
  rg_breaks: RgBreaksTable;
  rg_break_locks: RgBreakLocksTable;
  rg_exclusion_list: RgExclusionListTable;
}
