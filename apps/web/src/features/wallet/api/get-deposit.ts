import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositValue, type DepositValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export const getDeposit = (id: number, signal?: AbortSignal): Promise<DepositValue> =>
  apiRequest(`/wps/v2/deposit/${id}`, depositValue, { auth: true, signal });

/**
 * One deposit, followed until it is final. The socket's notice refreshes it the moment the
 * gateway answers; the slow poll only covers a socket that is down.
 */
export const depositQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...walletKeys.deposits, 'one', id],
    queryFn: ({ signal }) => getDeposit(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 20_000 : false),
    refetchOnWindowFocus: (query) => query.state.data?.status === 'PENDING',
  });

export const useDeposit = (id: number | null) => useQuery({ ...depositQueryOptions(id ?? 0), enabled: id !== null });
