import { leagueOfCode } from './fair/studio-sports';
import { COCKFIGHT_VENDOR_CODES, type Game, type GameClassify, type GameType } from './games';
import { ORIGINALS_VENDOR } from './originals';

/**
 * The sandbox game studio's public face (docs/studio.md): where a vendor's games open at the
 * studio, and which catalogue entries it plays.
 */

/** The studio's game types; each has its rules in apps/server/src/studio/kinds. */
export const STUDIO_KIND_NAMES = ['slot', 'wheel', 'fish', 'pusoy', 'live', 'bingo', 'tongits'] as const;
export type StudioKind = (typeof STUDIO_KIND_NAMES)[number];

/**
 * Which studio game a catalogue entry plays, by its lobby (game type) and classify. Instant games:
 * slots and jackpot slots play the studio slot; arcade, mini games and video poker the prize
 * wheel (crash entries too, as far as the vendor mapping goes, but they play the shared crash round:
 * SCHEDULED_GAME_RULES comes first); bingo entries the studio's 75-ball bingo. Fishing: arcade entries play the
 * studio's fishing game. Live casino table games (TG) play the studio's live tables
 * (fair/studio-live.ts).
 */
export const STUDIO_KINDS: Partial<Record<GameType, Partial<Record<GameClassify, StudioKind>>>> = {
  RNG: { SC: 'slot', JP: 'slot', AC: 'wheel', MG: 'wheel', VP: 'wheel', CR: 'wheel', BG: 'bingo' },
  FISH: { AC: 'fish' },
  // Card rooms: every PVP table and mini game seats the player at a Pusoy table, but Tongits Club's
  // Tongits tables, which play Tongits (`studioKindOfGame`, docs/studio.md).
  PVP: { TG: 'pusoy', MG: 'pusoy' },
  LIVE: { TG: 'live' },
};

export const studioKindOf = (gameType: GameType, classify: GameClassify): StudioKind | null => STUDIO_KINDS[gameType]?.[classify] ?? null;

/** Tongits Club, whose tables named Tongits play the studio's Tongits (its other tables play Pusoy). */
export const TONGITS_VENDOR = 'TONGITS';

/**
 * Which studio game a catalogue entry plays: its lobby and classify (`studioKindOf`), except that
 * Tongits Club's Tongits tables play Tongits itself rather than Pusoy.
 */
export function studioKindOfGame(entry: Pick<Game, 'vassalage' | 'gameType' | 'gameClassify' | 'gameName'>): StudioKind | null {
  const kind = studioKindOf(entry.gameType, entry.gameClassify);
  return kind === 'pusoy' && entry.vassalage === TONGITS_VENDOR && /^tongits\b/i.test(entry.gameName) ? 'tongits' : kind;
}

/** The game page of a vendor's games, on the studio's host (relative: the same server). */
export const studioPagePath = (vendorCode: string) => `/studio/${vendorCode}/play`;

/** A vendor whose every game the studio plays. */
export const studioPlaysAll = (gameType: GameType, classifies: readonly GameClassify[]): boolean =>
  classifies.length > 0 && classifies.every((classify) => studioKindOf(gameType, classify) !== null);

/**
 * The studio's scheduled games (docs/studio.md, "Scheduled rounds"): rounds that belong to everyone
 * at a brand and are decided on a clock. Each has its rules in apps/server/src/studio/scheduled.
 */
export const SCHEDULED_GAME_NAMES = ['sports', 'cockfight', 'lottery', 'crash'] as const;
export type ScheduledGameName = (typeof SCHEDULED_GAME_NAMES)[number];

/** An entry as the scheduled games read it: its vendor, lobby and classify. */
export interface ScheduledEntryRef {
  vassalage: string;
  gameType: GameType;
  gameClassify: GameClassify;
  /** VASSALAGE: the vendor's own lobby entry (a card that lists its games), not a game. */
  isGame?: string;
  gameCode?: string;
}

/**
 * Which scheduled game a catalogue entry plays, by vendor and lobby; a row is here once its game is
 * built, so nothing unbuilt ever looks playable. (Tests of the scheduler add a game of their own.)
 */
export const SCHEDULED_GAME_RULES: { game: ScheduledGameName | 'test'; plays: (entry: ScheduledEntryRef) => boolean }[] = [
  // Every entry of a cockfight vendor is an arena (its lobby entry the vendor's main arena).
  {
    game: 'cockfight',
    plays: (entry) => isCockfightVendor(entry.vassalage) && (entry.gameType === 'COCKFIGHT' || entry.gameType === 'SPORTS'),
  },
  // The lobby's crash games of the studio's vendors play one shared round per brand (the built-in
  // Panalo Crash keeps its own page and per-player seed pair: it never opens at the studio).
  { game: 'crash', plays: (entry) => entry.gameType === 'RNG' && entry.gameClassify === 'CR' && entry.vassalage !== ORIGINALS_VENDOR },
  // Lotteries and e-lottery quick draws: every lottery entry of the LOTT and ELOTT lobbies.
  { game: 'lottery', plays: (entry) => (entry.gameType === 'LOTT' || entry.gameType === 'ELOTT') && entry.gameClassify === 'Lott' },
  // Sports and e-sports books: a sports or e-sports vendor's entries named after a league (its card lists them).
  {
    game: 'sports',
    plays: (entry) =>
      (entry.gameType === 'SPORTS' || entry.gameType === 'ESPORTS') &&
      entry.isGame !== 'VASSALAGE' &&
      leagueOfCode(entry.gameCode ?? '') !== undefined,
  },
];

export function isCockfightVendor(vendorCode: string): boolean {
  return (COCKFIGHT_VENDOR_CODES as readonly string[]).includes(vendorCode);
}

export const scheduledGameOf = (entry: ScheduledEntryRef): ScheduledGameName | 'test' | null =>
  SCHEDULED_GAME_RULES.find((rule) => rule.plays(entry))?.game ?? null;
