import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gameListValue, type GameListValue, type GameType } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** One numbered page of a list: the home page's rows, its per-type lobby and its hot games. */
export interface GamePageFilter {
  gameType?: GameType;
  vassalage?: string;
  /** Already trimmed (spec 001 section 5). */
  gameName?: string;
  /** VASSALAGE: only vendors' lobby cards (sports centres); GAME: only games (a vendor card's list). */
  isGame?: 'GAME' | 'VASSALAGE';
  /** HOT: only hot games; NEW: the newest first. */
  selectType?: 'ALL' | 'HOT' | 'NEW';
}

/** GET /lgw/games/list (N): page `pageNo` of `pageSize` games. */
export const getGamePage = (filter: GamePageFilter, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<GameListValue> =>
  apiRequest('/lgw/games/list', gameListValue, {
    signal,
    query: {
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameName: filter.gameName || undefined,
      isGame: filter.isGame,
      selectType: filter.selectType,
      pageNo: String(pageNo),
      pageSize: String(pageSize),
      clientType: '3',
    },
  });

export const gamePageQueryOptions = (filter: GamePageFilter, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: [...gameKeys.list, 'page', filter, pageNo, pageSize],
    queryFn: ({ signal }) => getGamePage(filter, pageNo, pageSize, signal),
    staleTime: 60_000,
    // The page shown stays (dimmed) while the next page or a new search loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const useGamePage = (filter: GamePageFilter, pageNo: number, pageSize: number, enabled = true) =>
  useQuery({ ...gamePageQueryOptions(filter, pageNo, pageSize), enabled });
