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

export const favouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: gameKeys.favourites,
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, GAME_LIST_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    staleTime: 30_000,
  });

/** Trial accounts cannot keep favourites (NEED_TRUE_ACCOUNT): they are not asked. */
export function useFavourites() {
  const current = useCurrentMember();
  return useInfiniteQuery({ ...favouritesQueryOptions(), enabled: current.isLoggedIn && Boolean(current.member) && !current.isTrial });
}
