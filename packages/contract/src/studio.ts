import type { Game, GameClassify, GameType } from './games';

/**
 * The sandbox game studio's public face (docs/studio.md): where a vendor's games open at the
 * studio, and which catalogue entries it plays.
 */

/** The studio's game types; each has its rules in apps/server/src/studio/kinds. */
export const STUDIO_KIND_NAMES = ['slot', 'wheel', 'fish', 'pusoy', 'live', 'bingo', 'tongits'] as const;
export type StudioKind = (typeof STUDIO_KIND_NAMES)[number];

/**
 * Which studio game a catalogue entry plays, by its lobby (game type) and classify. Instant games:
 * slots and jackpot slots play the studio slot; arcade, mini games, video poker and crash entries
 * the prize wheel; bingo entries the studio's 75-ball bingo. Fishing: arcade entries play the
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
