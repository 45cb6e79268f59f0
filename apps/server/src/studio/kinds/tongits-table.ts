import type { Game } from '@panalo/contract/games';
import { TONGITS_RTP, TONGITS_STAKE_STEP } from '@panalo/contract/fair/studio-tongits';
import type { StudioTableBase } from './kind';
import { roundUp } from './kind';

/** How long a hand waits for the player's next move before the studio plays it out by the auto-play rule. */
export const TONGITS_TURN_MS = 120_000;

/** A Tongits table of a catalogue entry: four rooms by stake (the buy-in). */
export interface TongitsTable extends StudioTableBase {
  kind: 'tongits';
  /** The rooms' stakes, smallest first (the same as `bets`). */
  rooms: number[];
}

/** Stakes of the four rooms, in times the smallest. */
const ROOM_STEPS = [1, 2, 5, 10];

export function tongitsTable(entry: Game): TongitsTable {
  const smallest = Math.max(TONGITS_STAKE_STEP, roundUp(entry.minBet, TONGITS_STAKE_STEP));
  const rooms = ROOM_STEPS.map((times) => smallest * times);
  return { kind: 'tongits', rtp: TONGITS_RTP, minBet: rooms[0]!, bets: rooms, rooms };
}
