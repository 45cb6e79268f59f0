import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { GAME_LIST_PAGE_SIZE, RECENT_GAMES_LIMIT, recentGamesValue, type Game } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentMember } from '../../session/hooks/use-current-member';

type RecentGamesValue = z.infer<typeof recentGamesValue>;

/** Under ['member'] like the favourites: dropped when the session ends, so one account's games never show for another. */
const recentKey = ['member', 'games', 'recent'] as const;

/** GET /lgw/games/recent (T): the games the member launched, most recent first (value.list, value.totalPages). */
export const getRecentGames = (pageNo: number, pageSize: number, signal?: AbortSignal): Promise<RecentGamesValue> =>
  apiRequest('/lgw/games/recent', recentGamesValue, {
    auth: true,
    signal,
    query: { pageNo: String(pageNo), pageSize: String(pageSize), clientType: '3' },
  });

/**
 * A launch changes this list, and a game may have been opened in another window: it is asked again
 * whenever it is shown and when the player comes back to the tab.
 */
const fresh = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** The home page's row: the first 12 (spec 001 section 9). */
export const recentRowQueryOptions = () =>
  queryOptions({
    queryKey: [...recentKey, 'row'],
    queryFn: ({ signal }) => getRecentGames(1, RECENT_GAMES_LIMIT, signal).then((value): Game[] => value.list),
    ...fresh,
  });

/** /recent: pages of 42, fetched as the player asks for more. */
export const recentGamesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...recentKey, 'pages'],
    queryFn: ({ pageParam, signal }) => getRecentGames(pageParam, GAME_LIST_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    ...fresh,
  });

/** Trial accounts have no recent games (NEED_TRUE_ACCOUNT): they are not asked. */
function useIsRealMember(): boolean {
  const current = useCurrentMember();
  return current.isLoggedIn && Boolean(current.member) && !current.isTrial;
}

export const useRecentRow = () => useQuery({ ...recentRowQueryOptions(), enabled: useIsRealMember() });
export const useRecentGames = () => useInfiniteQuery({ ...recentGamesQueryOptions(), enabled: useIsRealMember() });
