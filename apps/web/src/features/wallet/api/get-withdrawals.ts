import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalPage } from '@panalo/contract/wallet';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type WithdrawalPage = z.infer<typeof withdrawalPage>;

export const getWithdrawals = (pageNo: number, pageSize: number, signal?: AbortSignal): Promise<WithdrawalPage> =>
  apiRequest('/wps/v2/withdraw/records', withdrawalPage, {
    auth: true,
    signal,
    query: { pageNo: String(pageNo), pageSize: String(pageSize) },
  });

export const withdrawalsQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: [...walletKeys.withdrawals, 'records', pageNo, pageSize],
    queryFn: ({ signal }) => getWithdrawals(pageNo, pageSize, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (pageNo: number, pageSize: number) => useQuery(withdrawalsQueryOptions(pageNo, pageSize));
