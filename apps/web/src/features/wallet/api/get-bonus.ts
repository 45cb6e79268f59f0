import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bonusPage, type BonusPage } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { rangeParams, type RangeQuery } from '../../../lib/date-range';
import { walletKeys } from './wallet-keys';

export interface BonusFilter extends RangeQuery {
  pageNo: number;
  pageSize: number;
}

export const getBonus = (filter: BonusFilter, signal?: AbortSignal): Promise<BonusPage> =>
  apiRequest('/wps/v2/wallets/bonus', bonusPage, {
    auth: true,
    signal,
    query: {
      pageNo: String(filter.pageNo),
      pageSize: String(filter.pageSize),
      ...rangeParams(filter),
    },
  });

export const bonusQueryOptions = (filter: BonusFilter) =>
  queryOptions({
    queryKey: [...walletKeys.bonus, filter],
    queryFn: ({ signal }) => getBonus(filter, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useBonus = (filter: BonusFilter) => useQuery(bonusQueryOptions(filter));
