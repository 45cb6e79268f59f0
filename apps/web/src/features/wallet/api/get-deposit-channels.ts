import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentChannelList, type PaymentChannel } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export const getDepositChannels = (signal?: AbortSignal): Promise<PaymentChannel[]> =>
  apiRequest('/wps/v2/deposit/channels', paymentChannelList, { auth: true, signal });

export const depositChannelsQueryOptions = () =>
  queryOptions({ queryKey: [...walletKeys.deposits, 'channels'], queryFn: ({ signal }) => getDepositChannels(signal), staleTime: 60_000 });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());
