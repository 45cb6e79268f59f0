import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { profitValue, type ProfitValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { rangeParams, type RangeQuery } from '../../../lib/date-range';
import { walletKeys } from './wallet-keys';

export const getProfit = (range: RangeQuery, signal?: AbortSignal): Promise<ProfitValue> =>
  apiRequest('/wps/v2/wallets/profit', profitValue, {
    auth: true,
    signal,
    query: rangeParams(range),
  });

export const profitQueryOptions = (range: RangeQuery) =>
  queryOptions({
    queryKey: [...walletKeys.profit, range],
    queryFn: ({ signal }) => getProfit(range, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useProfit = (range: RangeQuery) => useQuery(profitQueryOptions(range));
