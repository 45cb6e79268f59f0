import { useMemo } from 'react';
import type { GameType } from '@panalo/contract/games';
import type { GameArea } from '../games/game-areas';
import { useGameMenusQuery } from '../games/api/get-game-menus';
import { isBuiltArea } from '../../lib/unbuilt-pages';

/**
 * Which areas may be linked: a section that is built, and a game centre only when the brand has a
 * vendor of its type that can launch something (the game menus list only those, docs/games.md
 * "Launchability"), so no menu leads to a lobby with nothing to play. Decided from the menus, not
 * a list: when a vendor of a type becomes launchable its centre is linked with no edit here. Until
 * the menus arrive no game centre is linked; if they cannot be loaded, every centre is (the lobby
 * then says what it has).
 */
export function useOfferedAreas(): (area: GameArea) => boolean {
  const menus = useGameMenusQuery();
  const offered = useMemo(
    () => new Set<GameType>(menus.data?.menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType)),
    [menus.data],
  );
  const known = Boolean(menus.data);
  const failed = menus.isError && !known;
  return (area) => {
    if (!isBuiltArea(area.key)) return false;
    if (!area.gameType || failed) return true;
    return known && offered.has(area.gameType);
  };
}
