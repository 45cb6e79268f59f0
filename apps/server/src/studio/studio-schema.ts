import type { Generated, Kysely } from 'kysely';

/** The studio's own tables (migration 0032); the studio's database handle knows only these. */
export interface StudioSeedPairsTable {
  id: Generated<number>;
  session_key: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  status: 'ACTIVE' | 'REVEALED';
  created_at: number;
  revealed_at: number | null;
}

export type StudioRoundStatus = 'OPEN' | 'BET' | 'PAID' | 'REFUSED' | 'ROLLED_BACK';

export interface StudioRoundsTable {
  round_id: string;
  session_key: string;
  request_key: string;
  vendor_code: string;
  game_code: string;
  kind: string;
  stake: number | string;
  payout: number | string;
  status: StudioRoundStatus;
  outcome: string | null;
  created_at: number;
  settled_at: number | null;
}

export interface StudioTables {
  studio_seed_pairs: StudioSeedPairsTable;
  studio_rounds: StudioRoundsTable;
}

export type StudioDb = Kysely<StudioTables>;
