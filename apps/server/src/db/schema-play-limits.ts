import type { Generated } from 'kysely';

/** A member's limit (migration 0029): the value in force and a raise or removal that waits. */
export interface PlayLimitsTable {
  member_id: number;
  merchant_id: number;
  limit_key: string;
  value: number | null;
  pending_value: number | null;
  /** When the pending value applies; null when nothing waits. */
  pending_at: number | null;
  updated_at: number;
}

/** One change of a limit as the member asked it (append-only). */
export interface PlayLimitChangesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  limit_key: string;
  old_value: number | null;
  new_value: number | null;
  requested_at: number;
  applies_at: number;
}

/** A member's totals of one brand-local day, as the limits count them. */
export interface PlayUsageTable {
  member_id: number;
  day: number;
  deposited: Generated<number>;
  staked: Generated<number>;
  won: Generated<number>;
}

export interface PlaySettingsTable {
  member_id: number;
  reality_check_minutes: number;
  updated_at: number;
}

export interface PlayLimitTables {
  play_limits: PlayLimitsTable;
  play_limit_changes: PlayLimitChangesTable;
  play_usage: PlayUsageTable;
  play_settings: PlaySettingsTable;
}
