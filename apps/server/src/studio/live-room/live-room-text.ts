import type { Language } from '@panalo/contract/constants';

/** The room page's words, in both languages; `{name}`, `{time}` and `{table}` are filled in. */
export const LIVE_ROOM_TEXT = {
  EN: {
    live: 'LIVE',
    dealing: 'Dealing {table}',
    chat: 'Room chat',
    empty: 'No messages yet. Say hello!',
    message: 'Message',
    placeholder: 'Say something nice (200 characters at most)',
    send: 'Send',
    host: 'Host',
    onBreak: '{name} is on a break',
    backAt: 'Back at {time}. The chat stays open meanwhile.',
    expired: 'This chat link has expired. Please open the room again from Live hosts.',
    lost: 'Reconnecting to the room…',
    stream: 'Live stream of {name} at the table',
  },
  TY: {
    live: 'LIVE',
    dealing: 'Nagdi-deal ng {table}',
    chat: 'Chat ng room',
    empty: 'Wala pang mensahe. Bumati ka!',
    message: 'Mensahe',
    placeholder: 'Magsabi ng maganda (hanggang 200 character)',
    send: 'Ipadala',
    host: 'Host',
    onBreak: 'Naka-break si {name}',
    backAt: 'Babalik ng {time}. Bukas pa rin ang chat habang wala siya.',
    expired: 'Nag-expire na ang chat link na ito. Pakibuksan muli ang room mula sa Live hosts.',
    lost: 'Kumokonekta muli sa room…',
    stream: 'Live stream ni {name} sa mesa',
  },
} satisfies Record<Language, Record<string, string>>;

export type LiveRoomText = (typeof LIVE_ROOM_TEXT)['EN'];

export const TABLE_NAMES: Record<Language, Record<string, string>> = {
  EN: { baccarat: 'Baccarat', roulette: 'Roulette', 'dragon-tiger': 'Dragon Tiger', 'sic-bo': 'Sic Bo' },
  TY: { baccarat: 'Baccarat', roulette: 'Roulette', 'dragon-tiger': 'Dragon Tiger', 'sic-bo': 'Sic Bo' },
};
