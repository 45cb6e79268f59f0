import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeMode } from '@panalo/contract/games';
import { lotteryMenusValue, type LotteryMenusValue } from '@panalo/contract/lottery';
import { apiRequest } from '../../../lib/api-client';

/** GET /lgw/lottery/vn/menus (spec 001 section 7): the lotteries of a prize mode with their next draw. */
export const getLotteryMenus = (prizeMode: PrizeMode | undefined, device: 'WEB' | 'H5', signal?: AbortSignal): Promise<LotteryMenusValue> =>
  apiRequest('/lgw/lottery/vn/menus', lotteryMenusValue, { signal, query: { device, ...(prizeMode ? { prizeMode } : {}) } });

export const useLotteryMenus = (prizeMode?: PrizeMode) =>
  useQuery(
    queryOptions({
      queryKey: ['games', 'lottery-menus', prizeMode ?? 'ALL'],
      // The lobby is a web page; the phone layout is the same list.
      queryFn: ({ signal }) => getLotteryMenus(prizeMode, 'WEB', signal),
      staleTime: 60_000,
    }),
  );
