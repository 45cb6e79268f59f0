import { z } from 'zod';
import { liveChatTicketSigned, type LiveChatTicket } from '@panalo/contract/live-chat-ticket';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';

/** A room ticket as the launch address (and every call of the room page) carries it. */
export const ticketFields = z.object({
  brand: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  host: z.string().regex(/^[a-z]{2,12}-[0-9]{1,12}$/),
  game: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  member: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  name: z.string().min(1).max(40),
  lang: z.enum(['EN', 'TY']),
  exp: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TicketFields = z.infer<typeof ticketFields>;

export interface RoomPass {
  vendor: string;
  ticket: LiveChatTicket;
  /** One room per host at a brand. */
  roomKey: string;
  /** The member's posting window key. */
  memberKey: string;
}

/**
 * The room's door: the ticket must be signed with the brand's secret for this vendor (the platform
 * signed it at "launch chat") and not yet expired. Anything else is refused with a catalogue code.
 */
export async function admit(studio: Studio, vendor: string, raw: unknown): Promise<RoomPass> {
  const parsed = ticketFields.safeParse(raw);
  if (!parsed.success) throw new StudioError('SIGNATURE_INVALID');
  const { sig, ...ticket } = parsed.data;
  const secret = await studio.platform.signingSecret({ code: ticket.brand }, vendor);
  if (!secret || !liveChatTicketSigned(secret, vendor, ticket, sig)) throw new StudioError('SIGNATURE_INVALID');
  if (studio.now() >= ticket.exp) throw new StudioError('LIVE_CHAT_EXPIRED');
  return { vendor, ticket, roomKey: `${ticket.brand}:${ticket.host}`, memberKey: `${ticket.brand}:${ticket.member}` };
}
