import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameListOnlyValue, type Game, type GameType } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /lgw/games/popular (N): the most played games of a type, then catalogue order. */
export const getPopularGames = (gameType: GameType, limit: number, signal?: AbortSignal): Promise<Game[]> =>
  apiRequest('/lgw/games/popular', gameListOnlyValue, { signal, query: { gameType, limit: String(limit), isPlatform: '2' } }).then(
    (value) => value.list,
  );

export const usePopularGames = (gameType: GameType, limit: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...gameKeys.all, 'popular', gameType, limit],
      queryFn: ({ signal }) => getPopularGames(gameType, limit, signal),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
