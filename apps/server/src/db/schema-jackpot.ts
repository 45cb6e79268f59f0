import type { Generated } from 'kysely';

/** A brand's progressive pool (migration 0051); `name` is {"EN","TY"} JSON. */
export interface JackpotPoolsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  currency: string;
  rate_bp: number;
  chance_per_million: number;
  seed_amount: number;
  sort_order: Generated<number>;
  created_at: number;
}

/** A game whose qualifying stakes feed a pool. */
export interface JackpotPoolGamesTable {
  pool_id: number;
  game_id: number;
}

/** One cycle of a pool: its committed seed, and once won, who won what with which draw. */
export interface JackpotCyclesTable {
  id: Generated<number>;
  merchant_id: number;
  pool_id: number;
  cycle_no: number;
  server_seed: string;
  seed_hash: string;
  chance_per_million: number;
  status: Generated<string>;
  opened_at: number;
  won_at: number | null;
  member_id: number | null;
  game_id: number | null;
  stake_reference: string | null;
  roll: number | null;
  amount: number | null;
}

export interface JackpotTables {
  jackpot_pools: JackpotPoolsTable;
  jackpot_pool_games: JackpotPoolGamesTable;
  jackpot_cycles: JackpotCyclesTable;
}
