import { useMemo } from 'react';
import type { GameType, VendorCard } from '@panalo/contract/games';
import { useGameMenusQuery } from '../api/get-game-menus';

const NONE: readonly VendorCard[] = [];

/** Every vendor by code (a tile names its vendor), from the menus call the header already makes. */
export function useVendorDirectory(): ReadonlyMap<string, VendorCard> {
  const { data } = useGameMenusQuery();
  return useMemo(
    () => new Map((data?.menus ?? []).flatMap((menu) => menu.vendors.map((vendor) => [vendor.vassalage, vendor] as const))),
    [data],
  );
}

/** The vendors of one lobby, in the brand's order. */
export function useLobbyVendors(gameType: GameType): { vendors: readonly VendorCard[]; isPending: boolean; error: Error | null } {
  const query = useGameMenusQuery();
  const vendors = query.data?.menus.find((menu) => menu.gameType === gameType)?.vendors ?? NONE;
  return { vendors, isPending: query.isPending, error: query.error };
}
