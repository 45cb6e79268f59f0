import type { LiveHostProfile } from '@panalo/contract/live-hosts';

/** The host's few lines, in the language the host speaks; `{name}` is the member's shown name. */
const LINES = {
  EN: {
    greeting: ['Welcome to my table, {name}! Bets are open.', 'Hi {name}! Good to see you here.'],
    other: ['Good luck on this deal, {name}!', 'Thanks for the message, {name}. Next round coming up!', 'The cards look lucky tonight!'],
  },
  TY: {
    greeting: ['Maligayang pagdating sa mesa ko, {name}! Bukas na ang taya.', 'Hello {name}! Salamat sa pagdalaw.'],
    other: [
      'Good luck sa deal na ito, {name}!',
      'Salamat sa mensahe, {name}. Susunod na round na!',
      'Mukhang suwerte ang baraha ngayong gabi!',
    ],
  },
} as const;

const GREETING = /\b(hi|hello|hey|good (morning|evening|afternoon)|kumusta|musta|magandang)\b/i;

/**
 * The host "answers": always a greeting, and one other message in three or so (by the clock), so
 * the room feels attended without the host repeating itself on every line.
 */
export function hostReply(profile: LiveHostProfile, memberName: string, text: string, now: number): string | null {
  const lines = LINES[profile.language];
  const pick = Math.floor(now / 1000);
  const pool = GREETING.test(text) ? lines.greeting : pick % 3 === 0 ? lines.other : null;
  return pool ? pool[pick % pool.length]!.replace('{name}', memberName) : null;
}
