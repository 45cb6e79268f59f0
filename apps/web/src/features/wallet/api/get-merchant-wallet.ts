import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantWalletValue, type MerchantWalletValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export const getMerchantWallet = (signal?: AbortSignal): Promise<MerchantWalletValue> =>
  apiRequest('/wps/v2/wallets/merchant', merchantWalletValue, { auth: true, signal });

export const merchantWalletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.merchant, queryFn: ({ signal }) => getMerchantWallet(signal), staleTime: 10_000 });

export const useMerchantWallet = () => useQuery(merchantWalletQueryOptions());
