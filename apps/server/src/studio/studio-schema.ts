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

/** Scheduled rounds (migration 0044, apps/server/src/studio/scheduled). */
export interface StudioScheduledLinesTable {
  line_key: string;
  brand_code: string | null;
  brand_host: string | null;
  vendor_code: string;
  game_code: string;
  game: string;
  seen_at: number | string;
  version: number | string;
}

export type ScheduledRoundStatus = 'OPEN' | 'DECIDED';

export interface StudioScheduledRoundsTable {
  round_id: string;
  line_key: string;
  round_no: number | string;
  status: ScheduledRoundStatus;
  opens_at: number | string;
  closes_at: number | string;
  decides_at: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  detail: string;
  result: string | null;
  decided_at: number | string | null;
}

export type ScheduledBetStatus = 'PENDING' | 'PLACED' | 'SETTLING' | 'PAID' | 'REFUSED';
export type ScheduledOutcome = 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT';

export interface StudioScheduledBetsTable {
  bet_id: string;
  session_key: string;
  request_key: string;
  token: string;
  player: string;
  brand_code: string | null;
  brand_host: string | null;
  vendor_code: string;
  game_code: string;
  stake: number | string;
  payout: number | string;
  status: ScheduledBetStatus;
  outcome: ScheduledOutcome | null;
  created_at: number | string;
  settled_at: number | string | null;
}

export interface StudioScheduledLegsTable {
  bet_id: string;
  round_id: string;
  pick_key: string;
  pick: string;
  odds: number | string;
  stake: number | string;
  outcome: 'WON' | 'LOST' | 'VOID' | null;
}

export interface StudioTables {
  studio_seed_pairs: StudioSeedPairsTable;
  studio_rounds: StudioRoundsTable;
  studio_scheduled_lines: StudioScheduledLinesTable;
  studio_scheduled_rounds: StudioScheduledRoundsTable;
  studio_scheduled_bets: StudioScheduledBetsTable;
  studio_scheduled_legs: StudioScheduledLegsTable;
}

export type StudioDb = Kysely<StudioTables>;
