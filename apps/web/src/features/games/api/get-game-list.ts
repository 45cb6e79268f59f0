import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { GAME_LIST_PAGE_SIZE, gameListValue, type GameClassify, type GameListValue, type GameType } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** What a lobby asks for; absent fields are not filtered on. */
export interface GameListFilter {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  /** Already trimmed (spec 001 section 5). */
  gameName?: string;
  /** VASSALAGE: only vendors' lobby cards (sports centres); GAME: only games (a vendor card's list). */
  isGame?: 'GAME' | 'VASSALAGE';
  minBet?: number;
  minLineNum?: number;
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** GET /lgw/games/list (N): one page of a lobby. */
export const getGameList = (filter: GameListFilter, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<GameListValue> =>
  apiRequest('/lgw/games/list', gameListValue, {
    signal,
    query: {
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      gameName: filter.gameName || undefined,
      isGame: filter.isGame,
      minBet: text(filter.minBet),
      minLineNum: text(filter.minLineNum),
      pageNo: String(pageNo),
      pageSize: String(pageSize),
    },
  });

/** Pages of 42 (spec 001 section 9), fetched one at a time as the player asks for more. */
export const gameListQueryOptions = (filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: [...gameKeys.list, filter],
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, GAME_LIST_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    staleTime: 60_000,
    // The games found so far stay (dimmed) while a new search or filter loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const useGameList = (filter: GameListFilter) => useInfiniteQuery(gameListQueryOptions(filter));
