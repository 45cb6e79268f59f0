import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameMenusValue, type GameMenusValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /lgw/games/game_menus (N): every game type with its vendors. */
export const getGameMenus = (signal?: AbortSignal): Promise<GameMenusValue> =>
  apiRequest('/lgw/games/game_menus', gameMenusValue, { signal });

/** The vendors change only when an operator loads a catalogue: kept for five minutes. */
export const gameMenusQueryOptions = () =>
  queryOptions({ queryKey: gameKeys.menus, queryFn: ({ signal }) => getGameMenus(signal), staleTime: 5 * 60_000 });

export const useGameMenusQuery = () => useQuery(gameMenusQueryOptions());
