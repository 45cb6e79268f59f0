import type { z } from 'zod';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import type { StudioGame } from '../studio-games';

/**
 * What one card game brings to the studio's card hands (card-hands.service.ts): its table of hands,
 * how it reads a bet, how it deals from the seeds, what the player sees, and how a hand left waiting
 * is played out. Pusoy (pusoy/pusoy-rules.ts) and Tongits (tongits/tongits-rules.ts) are two of them.
 */

/** The columns every card hand keeps, whatever the game (migrations 0043 and 0045). */
export interface CardHandColumns {
  hand_id: string;
  /** Null in free play. */
  round_id: string | null;
  session_key: string;
  token: string | null;
  brand_code: string | null;
  brand_host: string | null;
  vendor_code: string;
  game_code: string;
  stake: number | string;
  status: string;
  result: string | null;
  created_at: number | string;
  deadline_at: number | string;
  claimed_at: number | string | null;
  settled_at: number | string | null;
}

/** A game's table of hands and the names of its two unsettled statuses. */
export interface CardHandStore {
  table: 'studio_pusoy_hands' | 'studio_tongits_hands';
  /** Waiting for the player (Pusoy: DEALT, Tongits: PLAYING). */
  open: string;
  /** Taken for its settlement (Pusoy: SHOWING, Tongits: ENDING). */
  ending: string;
}

/** The seeds a hand is dealt from; the server seed is the studio's secret until revealed (at once in free play). */
export interface HandSeeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed: string;
  free: boolean;
}

/** A step of the player's beyond the deal (Pusoy: show; Tongits: move, hand): its route name and what it does. */
export interface CardHandStep {
  name: string;
  run(studio: Studio, body: unknown): Promise<unknown>;
}

export interface CardHandRules<Row extends CardHandColumns, View> {
  /** The studio round kind and the routes' path segment. */
  kind: 'pusoy' | 'tongits';
  store: CardHandStore;
  /** How long a hand waits for the player before the studio plays it for them. */
  turnMs: number;
  /** The shape of a deal request's `bet` (the table then checks its values). */
  betRequest: z.ZodTypeAny;
  /** The table's bet for a request (a RangeError for one off the table): its stake and the columns it fills. */
  bet(game: StudioGame, bet: unknown): { stake: number; columns: Partial<Row> };
  /** The cards dealt from the seeds, as the hand's own columns. */
  deal(seeds: HandSeeds): Partial<Row>;
  /** The answer to a deal (Tongits: the bots' first turns, which may end the hand at once). */
  dealt(studio: Studio, hand: Row, balance: number): Promise<View>;
  /** The answer to the same deal request again: the hand as it stands. */
  replayed(hand: Row): View;
  /** A hand the player left, played out by the game's rule and settled; null when it needs nothing. */
  settleLeft(studio: Studio, hand: Row): Promise<unknown>;
  steps: CardHandStep[];
}

export interface DealRequest {
  brand: BrandRef;
  vendorCode: string;
  gameCode: string;
  /** Null in free play. */
  token: string | null;
  requestKey: string;
  bet: unknown;
  clientSeed?: string;
}
