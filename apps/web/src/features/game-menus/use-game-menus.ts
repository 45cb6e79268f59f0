import { useMemo } from 'react';
import type { VendorCard } from '@panalo/contract/games';
import { GAME_AREAS, type GameAreaKey } from '../games/game-areas';
import { useGameMenusQuery } from '../games/api/get-game-menus';

/** One entry of a game type's drop menu: a vendor (provider) of that type. */
export interface GameMenuEntry {
  vendorCode: string;
  name: string;
  /** Where the entry goes: the area's list filtered to this vendor. */
  path: string;
  vendor: VendorCard;
}

/** A game type with more games than this gets the large drop menu (spec 000 section 2, spec 001 section 9). */
export const LARGE_MENU_THRESHOLD = 10;

/** Game types whose hover menu lists vendors (promotions and the points mall are sections, not game types). */
export const AREAS_WITH_MENUS: readonly GameAreaKey[] = GAME_AREAS.filter((area) => area.gameType).map((area) => area.key);

/**
 * The vendor menus of each game type, from /lgw/games/game_menus: each game type's lobby is an
 * area (e-sports and cockfight come as their own menus), and each vendor links to the lobby
 * filtered to it (`/rng?vassalage=CODE`).
 */
export function useGameMenus(): { menus: Partial<Record<GameAreaKey, GameMenuEntry[]>>; isPending: boolean } {
  const query = useGameMenusQuery();
  const menus = useMemo(() => {
    const byArea: Partial<Record<GameAreaKey, GameMenuEntry[]>> = {};
    for (const menu of query.data?.menus ?? []) {
      const area = GAME_AREAS.find((entry) => entry.gameType === menu.gameType);
      if (!area) continue;
      byArea[area.key] = menu.vendors.map((vendor) => ({
        vendorCode: vendor.vassalage,
        name: vendor.displayName,
        path: `${area.path}?vassalage=${encodeURIComponent(vendor.vassalage)}`,
        vendor,
      }));
    }
    return byArea;
  }, [query.data]);
  return { menus, isPending: query.isPending };
}
