import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A room ticket's fields, all in the launch address's query; `sig` signs them with the vendor's secret. */
export interface LiveChatTicket {
  brand: string;
  host: string;
  game: string;
  /** The member as the room knows them: an opaque key and a shown name. */
  member: string;
  name: string;
  lang: 'EN' | 'TY';
  /** When the address stops opening the room or posting in it (epoch ms). */
  exp: number;
}

/** How long a launched room address is good for; the room page says to launch again after. */
export const LIVE_CHAT_TICKET_MS = 30 * 60_000;

const ticketText = (vendor: string, ticket: LiveChatTicket): string =>
  ['live-chat', vendor, ticket.brand, ticket.host, ticket.game, ticket.member, ticket.name, ticket.lang, String(ticket.exp)].join('\n');

export const signLiveChatTicket = (secret: string, vendor: string, ticket: LiveChatTicket): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(ticketText(vendor, ticket))));

/** A constant-time comparison: the signature is not guessed a character at a time. */
export function liveChatTicketSigned(secret: string, vendor: string, ticket: LiveChatTicket, sig: string): boolean {
  const expected = signLiveChatTicket(secret, vendor, ticket);
  if (sig.length !== expected.length) return false;
  let diff = 0;
  for (let index = 0; index < expected.length; index += 1) diff |= expected.charCodeAt(index) ^ sig.charCodeAt(index);
  return diff === 0;
}
