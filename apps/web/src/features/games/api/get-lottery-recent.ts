import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryRecentValue, type LotteryRecentValue } from '@panalo/contract/lottery';
import { apiRequest } from '../../../lib/api-client';

/** GET /lgw/lottery/vn/recent (spec 001 section 7): a lottery's last draws, newest first. */
export const getLotteryRecent = (gameCode: string, vassalage: string, limit: number, signal?: AbortSignal): Promise<LotteryRecentValue> =>
  apiRequest('/lgw/lottery/vn/recent', lotteryRecentValue, { signal, query: { gameCode, vassalage, limit: String(limit) } });

/** Asked again once the draw it waits for is due (`dueAt`), so the card shows the new result. */
export const useLotteryRecent = (gameCode: string, vassalage: string, dueAt: number) =>
  useQuery(
    queryOptions({
      queryKey: ['games', 'lottery-recent', vassalage, gameCode, dueAt],
      queryFn: ({ signal }) => getLotteryRecent(gameCode, vassalage, 3, signal),
      staleTime: 30_000,
    }),
  );
