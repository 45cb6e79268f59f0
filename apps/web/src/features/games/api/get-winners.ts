import { queryOptions, useQuery } from '@tanstack/react-query';
import { WINNER_LIMIT, winnersValue, type WinnerRecord } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { gameKeys } from './game-keys';

/** GET /lgw/games/winners (N) with the spec's request: every category, the language, 20 records. */
export const getWinners = (signal?: AbortSignal): Promise<WinnerRecord[]> =>
  apiRequest('/lgw/games/winners', winnersValue, {
    signal,
    query: { gameCategory: 'ALL', language: currentLanguage(), limitNum: String(WINNER_LIMIT) },
  });

/** The board follows play: asked again when the home page is shown after a minute. */
export const winnersQueryOptions = () =>
  queryOptions({
    queryKey: [...gameKeys.all, 'winners', currentLanguage()],
    queryFn: ({ signal }) => getWinners(signal),
    staleTime: 60_000,
  });

export const useWinners = (enabled = true) => useQuery({ ...winnersQueryOptions(), enabled });
