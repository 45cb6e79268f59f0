import type { Game } from '@panalo/contract/games';
import { scheduledGameOf } from '@panalo/contract/studio';
import { cockfightGame } from './cockfight/cockfight';
import { crashGame } from './crash/crash-game';
import { lotteryGame } from './lottery/lottery-game';
import type { AnyScheduledRules, ScheduledGameId, ScheduledLine } from './scheduled-game';
import { sportsGame } from './sports/sports';

/** Every scheduled game's rules, by name (contract SCHEDULED_GAME_RULES says which entries play which). */
export const SCHEDULED_GAMES = new Map<ScheduledGameId, AnyScheduledRules>([
  ['cockfight', cockfightGame],
  ['crash', crashGame],
  ['lottery', lotteryGame],
  ['sports', sportsGame],
]);

export interface ScheduledEntry {
  rules: AnyScheduledRules;
  line: ScheduledLine;
}

/** The entry's scheduled game and its line, or null when it plays none. */
export function scheduledEntryOf(entry: Game): ScheduledEntry | null {
  const name = scheduledGameOf(entry);
  const rules = name ? SCHEDULED_GAMES.get(name) : undefined;
  return rules ? { rules, line: rules.line(entry) } : null;
}
