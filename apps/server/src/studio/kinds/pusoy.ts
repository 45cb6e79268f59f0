import { playPusoy, type PusoyBet, type PusoyShowdown } from '@panalo/contract/fair/studio-pusoy';
import { renderPusoyPage } from './pusoy-page';
import { defineKind } from './kind';
import { pusoyTable, type PusoyTable } from './pusoy-table';

/**
 * Card rooms (PVP tables and mini games): Pusoy against three bots. A hand has steps (deal,
 * arrange, showdown: pusoy/pusoy-rules.ts, a card hand of card-hands/); the one-step round of the common round call
 * plays a hand with the auto-arrange rule.
 */
export const pusoyKind = defineKind<PusoyTable, PusoyBet, PusoyShowdown>({
  kind: 'pusoy',
  table: (entry) => pusoyTable(entry),
  bet(table, body) {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const room = table.rooms.find((candidate) => candidate.point === fields.point);
    const seat = fields.seat ?? 0;
    if (!room || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 3)
      throw new RangeError('choose a room and a seat');
    return { point: room.point, seat };
  },
  stake: (table, bet) => table.rooms.find((room) => room.point === bet.point)!.buyIn,
  play: (_table, stream, bet) => playPusoy(stream, bet),
  fairBet: (_table, bet) => ({ ...bet }),
  page: renderPusoyPage,
});
