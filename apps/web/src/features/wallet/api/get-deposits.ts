import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { depositPage } from '@panalo/contract/wallet';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type DepositPage = z.infer<typeof depositPage>;

export const getDeposits = (pageNo: number, pageSize: number, signal?: AbortSignal): Promise<DepositPage> =>
  apiRequest('/wps/v2/deposit/records', depositPage, { auth: true, signal, query: { pageNo: String(pageNo), pageSize: String(pageSize) } });

export const depositsQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: [...walletKeys.deposits, 'records', pageNo, pageSize],
    queryFn: ({ signal }) => getDeposits(pageNo, pageSize, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useDeposits = (pageNo: number, pageSize: number) => useQuery(depositsQueryOptions(pageNo, pageSize));
