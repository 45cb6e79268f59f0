import type { Generated } from 'kysely';

/** A promotion of a brand (migration 0026); `definition` is the contract's promotionDefinition as JSON. */
export interface PromotionsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  definition: string;
  starts_at: number;
  ends_at: number | null;
  budget: number | null;
  spent: Generated<number>;
  sort_order: Generated<number>;
  created_at: number;
}

/** A member's participation in a promotion: applying, joined, rejected or used. */
export interface PromotionMembersTable {
  id: Generated<number>;
  merchant_id: number;
  promotion_id: number;
  member_id: number;
  status: string;
  remark: Generated<string>;
  image_keys: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** A reward: CLAIMABLE, WAGERING (in the bonus account), RELEASED (moved to main) or FORFEITED. */
export interface PromotionRewardsTable {
  id: Generated<number>;
  merchant_id: number;
  promotion_id: number;
  member_id: number;
  period_key: string;
  amount: number;
  deposit_amount: Generated<number>;
  status: string;
  turnover_required: Generated<number>;
  turnover_done: Generated<number>;
  created_at: number;
  claimed_at: number | null;
  closed_at: number | null;
}

export interface RewardTables {
  promotions: PromotionsTable;
  promotion_members: PromotionMembersTable;
  promotion_rewards: PromotionRewardsTable;
}
