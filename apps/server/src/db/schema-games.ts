import type { Generated } from 'kysely';

/** The game catalogue (migration 0007-games). */
export interface GamesTable {
  id: Generated<number>;
  vendor_id: number;
  game_code: string;
  name: string;
  name_search: string;
  game_type: string;
  game_classify: string;
  is_lobby: Generated<number>;
  min_bet: Generated<number>;
  min_line_num: Generated<number>;
  is_hot: Generated<number>;
  support_play: Generated<number>;
  prize_mode: string | null;
  rtp_bp: number | null;
  status: Generated<string>;
  sort_order: Generated<number>;
  play_count: Generated<number>;
  created_at: number;
}

export interface GameFavouritesTable {
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface GameSessionsTable {
  id: Generated<number>;
  token_hash: string;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: number;
  currency: string;
  created_at: number;
  expires_at: number;
  /** The member session that launched it (null on rows older than migration 0014). */
  session_id: number | null;
}

export interface BetRecordsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: number;
  round_id: string;
  currency: string;
  stake: Generated<number>;
  win: Generated<number>;
  balance_before: number;
  balance_after: number;
  status: string;
  fairness: string | null;
  created_at: number;
  settled_at: number | null;
}

export interface SeamlessBetsTable {
  id: Generated<number>;
  vendor_code: string;
  transaction_id: string;
  round_id: string;
  member_id: number;
  amount: number;
  status: string;
  created_at: number;
}

export interface GameRecentsTable {
  member_id: number;
  game_id: number;
  played_at: number;
}

export interface ProviderSeedPairsTable {
  id: Generated<number>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  status: string;
  created_at: number;
  revealed_at: number | null;
}

export interface GameTables {
  provider_seed_pairs: ProviderSeedPairsTable;
  game_recents: GameRecentsTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_sessions: GameSessionsTable;
  bet_records: BetRecordsTable;
  seamless_bets: SeamlessBetsTable;
}
