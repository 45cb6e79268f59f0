import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawConfigValue, type WithdrawConfigValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export const getWithdrawConfig = (signal?: AbortSignal): Promise<WithdrawConfigValue> =>
  apiRequest('/wps/v2/withdraw/config', withdrawConfigValue, { auth: true, signal });

export const withdrawConfigQueryOptions = () =>
  queryOptions({ queryKey: [...walletKeys.withdrawals, 'config'], queryFn: ({ signal }) => getWithdrawConfig(signal), staleTime: 5_000 });

export const useWithdrawConfig = () => useQuery(withdrawConfigQueryOptions());
