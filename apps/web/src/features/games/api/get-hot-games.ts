import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOT_GAMES_LIMIT, gameListOnlyValue, type Game } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /lgw/games/hot (N): the brand's hot games, 12 on the home page (spec 001 section 9). */
export const getHotGames = (limit: number, signal?: AbortSignal): Promise<Game[]> =>
  apiRequest('/lgw/games/hot', gameListOnlyValue, { signal, query: { limit: String(limit), isPlatform: '2' } }).then((value) => value.list);

export const hotGamesQueryOptions = (limit = HOT_GAMES_LIMIT) =>
  queryOptions({ queryKey: [...gameKeys.hot, limit], queryFn: ({ signal }) => getHotGames(limit, signal), staleTime: 5 * 60_000 });

export const useHotGames = (limit = HOT_GAMES_LIMIT) => useQuery(hotGamesQueryOptions(limit));
