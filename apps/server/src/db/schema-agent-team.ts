import type { Generated } from 'kysely';

/** The agents' team (migration 0019): the closure table of the member tree and the report rollups. */
export interface MemberTreeTable {
  ancestor_id: number;
  descendant_id: number;
  /** Levels between the two: 0 is the member itself, 1 a direct downline. */
  depth: number;
}

interface RollupSums {
  merchant_id: number;
  member_id: number;
  /** The game type of bet rows; '' on deposit and withdrawal rows. */
  game_type: string;
  bet_count: number;
  valid_bet: number;
  payout: number;
  deposit_count: number;
  deposit_amount: number;
  withdraw_count: number;
  withdraw_amount: number;
}

export interface MemberDayRollupsTable extends RollupSums {
  /** Days since 1970-01-01 in the brand's time zone. */
  day: number;
  /** The game's vendor code (migration 0042); '' on money rows and rows written before. */
  vendor: Generated<string>;
}

/**
 * A member's play per 5-minute UTC window (migration 0054), for the contracts' settlement:
 * `claimed_window` is 0 until a settlement window counts the row, then that window's start.
 */
export interface MemberWindowRollupsTable {
  merchant_id: number;
  member_id: number;
  window_start: number;
  claimed_window: Generated<number>;
  bet_count: number;
  valid_bet: number;
  payout: number;
}

/** The settlement windows claimed so far (migration 0054): one process claims each. */
export interface ContractWindowClaimsTable {
  window_start: number;
  claimed_at: number;
}

/** An agent's whole team per day (migration 0022): the sums of the team's member day rollups. */
export interface TeamDayRollupsTable extends Omit<RollupSums, 'member_id'> {
  ancestor_id: number;
  day: number;
  /** The game's vendor code (migration 0046), as on the member day rows. */
  vendor: Generated<string>;
}

/** A member's first bet of a period (migration 0041): D a brand day, W a week, M a month, by its first day. */
export interface MemberActiveMarksTable {
  member_id: number;
  kind: 'D' | 'W' | 'M';
  start: number;
}

/** An agent's member counts per period (migration 0041): registrations (on D rows) and downlines with a bet. */
export interface TeamCountsTable {
  ancestor_id: number;
  kind: 'D' | 'W' | 'M';
  start: number;
  new_members: number;
  active_members: number;
}

export interface AgentTeamTables {
  member_tree: MemberTreeTable;
  member_day_rollups: MemberDayRollupsTable;
  member_window_rollups: MemberWindowRollupsTable;
  contract_window_claims: ContractWindowClaimsTable;
  team_day_rollups: TeamDayRollupsTable;
  member_active_marks: MemberActiveMarksTable;
  team_counts: TeamCountsTable;
}
