import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAME_LIST_PAGE_SIZE, favouritesValue, type FavouritesValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { gameKeys } from './game-keys';

/** GET /lgw/games/favorites (T): the member's favourites, newest first. */
export const getFavourites = (pageNo: number, pageSize: number, signal?: AbortSignal): Promise<FavouritesValue> =>
  apiRequest('/lgw/games/favorites', favouritesValue, {
    auth: true,
    signal,
    query: { pageNo: String(pageNo), pageSize: String(pageSize) },
  });

/** 42 a page on /favorite; the home page's Favorites tab asks for all at once (HOME_FAVOURITES_PAGE_SIZE, 999). */
export const favouritesQueryOptions = (pageSize: number = GAME_LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...gameKeys.favourites, pageSize],
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    staleTime: 30_000,
  });

/** Trial accounts cannot keep favourites (NEED_TRUE_ACCOUNT): they are not asked. */
export function useFavourites(pageSize?: number) {
  const current = useCurrentMember();
  return useInfiniteQuery({
    ...favouritesQueryOptions(pageSize),
    enabled: current.isLoggedIn && Boolean(current.member) && !current.isTrial,
  });
}
