import { liveHostProfileOf } from '@panalo/contract/live-hosts';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { capRoom, countPost, insertMessage, latestMessages, type ChatMessage } from './live-chat.repository';
import { hostReply } from './live-chat-host';
import type { RoomPass } from './live-room-ticket';

/** A message is one short line. */
export const CHAT_MAX_LENGTH = 200;
/** A member posts at most this many messages in a window. */
export const CHAT_POSTS_PER_WINDOW = 3;
export const CHAT_WINDOW_MS = 10_000;
/** A room keeps its newest messages only. */
export const CHAT_ROOM_CAP = 200;
/** What a page shows when it opens. */
export const CHAT_BACKLOG = 40;

const BLOCKED_WORDS = ['fuck', 'shit', 'bitch', 'tangina', 'putang', 'puta', 'gago', 'bobo', 'ulol'];
const blocked = new RegExp(BLOCKED_WORDS.join('|'), 'gi');

/** The simple word filter: a blocked word shows as stars of its length. */
export const filterWords = (text: string): string => text.replace(blocked, (word) => '*'.repeat(word.length));

/** One line of text: control characters out, spaces folded, ends trimmed. */
const tidy = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A member's post: checked (1 to 200 characters), counted against the member's window (3 in 10
 * seconds), filtered, kept in the room, and now and then answered by the host in the host's own
 * language. The page shows it when the room's feed sends it, as every other page in the room does.
 */
export async function postMessage(studio: Studio, pass: RoomPass, raw: string): Promise<{ accepted: true }> {
  const text = tidy(raw);
  if (text.length === 0 || [...text].length > CHAT_MAX_LENGTH) throw new StudioError('LIVE_CHAT_MESSAGE_INVALID');
  const now = studio.now();
  if ((await countPost(studio.db, pass.memberKey, now, CHAT_WINDOW_MS)) > CHAT_POSTS_PER_WINDOW) throw new StudioError('TOO_MANY_REQUESTS');
  await insertMessage(studio.db, pass.roomKey, { kind: 'MEMBER', name: pass.ticket.name, text: filterWords(text), at: now });
  const profile = liveHostProfileOf(pass.ticket.host);
  const reply = profile ? hostReply(profile, pass.ticket.name, text, now) : null;
  if (reply && profile) await insertMessage(studio.db, pass.roomKey, { kind: 'HOST', name: profile.nickname, text: reply, at: now });
  await capRoom(studio.db, pass.roomKey, CHAT_ROOM_CAP);
  return { accepted: true };
}

export const roomBacklog = (studio: Studio, pass: RoomPass): Promise<ChatMessage[]> =>
  latestMessages(studio.db, pass.roomKey, CHAT_BACKLOG);
