import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionPage, type TransactionPage, type TransactionType } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { rangeParams } from '../../../lib/date-range';
import { walletKeys } from './wallet-keys';

export interface TransactionFilter {
  pageNo: number;
  pageSize: number;
  from: number;
  /** Left out for a period that ends today: up to the server's now. */
  to?: number;
  type?: TransactionType;
}

export const getTransactions = (filter: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> =>
  apiRequest('/wps/v2/wallets/transactions', transactionPage, {
    auth: true,
    signal,
    query: {
      pageNo: String(filter.pageNo),
      pageSize: String(filter.pageSize),
      ...rangeParams(filter),
      type: filter.type,
    },
  });

export const transactionsQueryOptions = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: [...walletKeys.transactions, filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    staleTime: 5_000,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useTransactions = (filter: TransactionFilter) => useQuery(transactionsQueryOptions(filter));
