import type { Game } from '@panalo/contract/games';
import { scheduledGameOf, studioKindOfGame } from '@panalo/contract/studio';
import type { AnyKindRules, StudioTableBase } from './kinds/kind';
import { STUDIO_GAME_KINDS } from './kinds/registry';

/**
 * The studio's game types (contract STUDIO_KINDS says which catalogue entries play which): the
 * table of an entry, and the rules of its type from the registry.
 */
export interface StudioGame {
  rules: AnyKindRules;
  table: StudioTableBase;
}

/** The entry's studio game, or null when the studio does not play it. */
export function studioGameOf(entry: Game): StudioGame | null {
  // An entry that plays a scheduled game (the shared crash round) has no instant round of its own.
  if (scheduledGameOf(entry)) return null;
  const kind = studioKindOfGame(entry);
  if (!kind) return null;
  const rules = STUDIO_GAME_KINDS[kind];
  return { rules, table: rules.table(entry) };
}
