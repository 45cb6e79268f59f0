import { useQueries } from '@tanstack/react-query';
import { GAME_CLASSIFIES, type GameClassify, type GameType } from '@panalo/contract/games';
import { OPTIONAL_READ } from '../../../lib/retry-policy';
import { gameKeys } from './game-keys';
import { getGameList } from './get-game-list';

/**
 * The classify tabs a lobby shows: those with at least one game for the lobby (and vendor). The
 * list call answers a total, so each tab costs one one-game page, cached for five minutes. The
 * lobby asks only once its own list has loaded, and a failed probe just hides its tab.
 */
export function useClassifiesPresent(gameType: GameType, vassalage: string | undefined, enabled: boolean): GameClassify[] {
  return useQueries({
    queries: GAME_CLASSIFIES.map((gameClassify) => ({
      queryKey: [...gameKeys.classifyCount, gameType, vassalage ?? '', gameClassify],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getGameList({ gameType, vassalage, gameClassify }, 1, 1, signal).then((value) => value.total),
      staleTime: 5 * 60_000,
      enabled,
      ...OPTIONAL_READ,
    })),
    combine: (results) => GAME_CLASSIFIES.filter((_, index) => (results[index]?.data ?? 0) > 0),
  });
}
