import type { Generated } from 'kysely';

/** A reward of a brand's points catalogue (migration 0034); `name` is {"EN","TY"} JSON. */
export interface PointsRewardsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  name: string;
  points: number;
  amount: Generated<number>;
  stock: number | null;
  image_url: string | null;
  sort_order: Generated<number>;
  active: Generated<number>;
  created_at: number;
}

/** A member's points: spendable and held by redeems in process; neither goes below zero. */
export interface PointsAccountsTable {
  member_id: number;
  merchant_id: number;
  balance: Generated<number>;
  held: Generated<number>;
  updated_at: number;
}

/** One movement of a member's points, with the balance after it. */
export interface PointsEntriesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  type: string;
  reference: string;
  redeem_id: number | null;
  name: Generated<string>;
  changed: number;
  balance_after: number;
  remark: Generated<string>;
  created_at: number;
}

/** A redeem: IN_PROCESS until staff approve or reject it. */
export interface PointsRedeemsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  reward_id: number;
  reference: string;
  kind: string;
  name: string;
  quantity: number;
  points: number;
  amount: number;
  account: string;
  address: string;
  mobile: string;
  status: string;
  remark: Generated<string>;
  decided_by: number | null;
  created_at: number;
  decided_at: number | null;
}

/** A member's valid bet per game type, with what points and rebates have counted of it. */
export interface MemberGameBetsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_type: string;
  valid_bet: Generated<number>;
  points_mark: Generated<number>;
  rebate_mark: Generated<number>;
}

/** A paid rebate claim; `lines` is the contract's rebateLine list as JSON. */
export interface RebateClaimsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  reference: string;
  amount: number;
  lines: string;
  created_at: number;
}

export interface PointsTables {
  points_rewards: PointsRewardsTable;
  points_accounts: PointsAccountsTable;
  points_entries: PointsEntriesTable;
  points_redeems: PointsRedeemsTable;
  member_game_bets: MemberGameBetsTable;
  rebate_claims: RebateClaimsTable;
}
