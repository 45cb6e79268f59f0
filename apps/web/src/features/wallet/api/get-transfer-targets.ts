import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferTargetsValue, type TransferTargetsValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export const getTransferTargets = (signal?: AbortSignal): Promise<TransferTargetsValue> =>
  apiRequest('/wps/v2/transfer/targets', transferTargetsValue, { auth: true, signal });

export const transferTargetsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.transferTargets, queryFn: ({ signal }) => getTransferTargets(signal), staleTime: 60_000 });

export const useTransferTargets = () => useQuery(transferTargetsQueryOptions());
