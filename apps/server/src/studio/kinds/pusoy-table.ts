import type { Game } from '@panalo/contract/games';
import { PUSOY_POINT_STEP, PUSOY_RTP, PUSOY_SEATS, pusoyStake } from '@panalo/contract/fair/studio-pusoy';
import type { StudioTableBase } from './kind';
import { roundUp } from './kind';

/** How long a dealt hand waits for the player's rows before the studio arranges them. */
export const PUSOY_TURN_MS = 90_000;

/** A card room: its point value and which seats bots hold when the player looks in. */
export interface PusoyRoom {
  point: number;
  buyIn: number;
  /** Seats 0..3 a bot sits in; the player takes any other. */
  botSeats: number[];
}

/** The card-room table of a catalogue entry: four rooms by stake. */
export interface PusoyTable extends StudioTableBase {
  kind: 'pusoy';
  rooms: PusoyRoom[];
}

/** Point values of the four rooms, in times the smallest. */
const ROOM_STEPS = [1, 2, 5, 10];

/**
 * Which seats bots hold in a room, the same for everyone who looks at the game in the same quarter
 * hour (a lobby that changes a little, never one that is full): one to three bots, seat by seat
 * from a hash of the game, the room and the time.
 */
function botSeats(gameCode: string, room: number, now: number): number[] {
  let hash = Math.floor(now / 900_000) * 31 + room;
  for (const char of gameCode) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const count = 1 + (hash % 3);
  const first = (hash >>> 4) % PUSOY_SEATS;
  return Array.from({ length: count }, (_, index) => (first + index) % PUSOY_SEATS).sort();
}

export function pusoyTable(entry: Game, now = Date.now()): PusoyTable {
  const smallest = Math.max(PUSOY_POINT_STEP, roundUp(entry.minBet, PUSOY_POINT_STEP));
  const rooms = ROOM_STEPS.map((times, index) => {
    const point = smallest * times;
    return { point, buyIn: pusoyStake(point), botSeats: botSeats(entry.gameCode, index, now) };
  });
  const bets = rooms.map((room) => room.buyIn);
  return { kind: 'pusoy', rtp: PUSOY_RTP, minBet: bets[0]!, bets, rooms };
}
