import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { betRecordPage, type BetRecordPage } from '@panalo/contract/bet-records';
import { apiRequest } from '../../../lib/api-client';
import { rangeParams } from '../../../lib/date-range';

export interface BetRecordFilter {
  pageNo: number;
  pageSize: number;
  from: number;
  /** Left out for a period that ends today: up to the server's now. */
  to?: number;
  vassalage?: string;
}

/** GET /wps/member/betRecords: the member's rounds with every vendor, newest first, with totals over the filter. */
export const getBetRecords = (filter: BetRecordFilter, signal?: AbortSignal): Promise<BetRecordPage> =>
  apiRequest('/wps/member/betRecords', betRecordPage, {
    auth: true,
    signal,
    query: {
      pageNo: String(filter.pageNo),
      pageSize: String(filter.pageSize),
      ...rangeParams(filter),
      vassalage: filter.vassalage,
    },
  });

export const betRecordsQueryOptions = (filter: BetRecordFilter) =>
  queryOptions({
    queryKey: ['member', 'betRecords', filter],
    queryFn: ({ signal }) => getBetRecords(filter, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useBetRecords = (filter: BetRecordFilter) => useQuery(betRecordsQueryOptions(filter));
