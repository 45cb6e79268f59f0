import type { Generated } from 'kysely';

/** A promotion of a brand (migration 0026); `definition` is the contract's promotionDefinition as JSON. */
export interface PromotionsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  definition: string;
  starts_at: number;
  ends_at: number | null;
  /** Every promotion has one (migration 0056 gave the older ones theirs); the column stays nullable. */
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

/** What a joined member did for a raffle or rebate promotion in one period (migration 0036). */
export interface PromotionTalliesTable {
  promotion_id: number;
  member_id: number;
  period_key: string;
  merchant_id: number;
  deposits: Generated<number>;
  turnover: Generated<number>;
  /** Rebate: the sum of stake × rate in basis points (divide by 10,000 for minor units). */
  weighted: Generated<number>;
}

/** A raffle's draw: the committed seed, PENDING until drawn, then the tickets and winners (JSON). */
export interface RaffleDrawsTable {
  promotion_id: number;
  merchant_id: number;
  draw_at: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  status: string;
  total_tickets: Generated<number>;
  winners: Generated<string>;
  drawn_at: number | null;
}

export interface RaffleRebateTables {
  promotion_tallies: PromotionTalliesTable;
  raffle_draws: RaffleDrawsTable;
}
