import type { GameAreaKey } from '../games/game-areas';

/** One entry of a game type's drop menu: a vendor (provider) of that type. */
export interface GameMenuEntry {
  vendorCode: string;
  name: string;
  /** Where the entry goes: the area's list filtered to this vendor. */
  path: string;
}

/** More entries than this and the drop menu uses its large layout (spec 000 section 2). */
export const LARGE_MENU_THRESHOLD = 10;

/** Game types whose hover menu lists vendors (promotions and the points mall are sections, not game types). */
export const AREAS_WITH_MENUS: readonly GameAreaKey[] = ['sports', 'esports', 'live', 'rng', 'fish', 'pvp', 'lott', 'elott'];

/**
 * The vendor menus of each game type. The game-menu call arrives with the games issue; until then
 * every menu is empty and the drop menu says so, rather than listing vendors that cannot be played.
 */
export function useGameMenus(): { menus: Partial<Record<GameAreaKey, GameMenuEntry[]>>; isPending: boolean } {
  return { menus: {}, isPending: false };
}
