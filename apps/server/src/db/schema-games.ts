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

export interface GameTables {
  games: GamesTable;
  game_favourites: GameFavouritesTable;
}
