import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  convertValue,
  pointsBalanceValue,
  pointsConfigValue,
  pointsDetailPage,
  pointsRewardList,
  redeemList,
  redeemValue,
  type ConvertRequest,
  type RedeemRequest,
} from '@panalo/contract/points';
import { IDEMPOTENCY_HEADER } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';
import { walletKeys } from '../../wallet/api/wallet-keys';

/** The points mall's calls: balance, catalogue, rules, redeem (E), redeems, details, convert (E). */
export const pointsKeys = {
  // Under ['member'], dropped when the session ends, like the wallet's keys.
  all: ['member', 'points'] as const,
  balance: ['member', 'points', 'balance'] as const,
  redeems: ['member', 'points', 'redeems'] as const,
  details: (pageNo: number) => ['member', 'points', 'details', pageNo] as const,
  catalogue: ['points', 'catalogue'] as const,
  config: ['points', 'config'] as const,
};

export const usePointsBalance = (enabled: boolean) =>
  useQuery({
    queryKey: pointsKeys.balance,
    queryFn: ({ signal }) => apiRequest('/wps/points/balance', pointsBalanceValue, { auth: true, signal }),
    enabled,
  });

export const usePointsCatalogue = () =>
  useQuery({
    queryKey: pointsKeys.catalogue,
    queryFn: ({ signal }) => apiRequest('/wps/points/rewards', pointsRewardList, { signal }),
    staleTime: 30_000,
  });

export const usePointsConfig = () =>
  useQuery({
    queryKey: pointsKeys.config,
    queryFn: ({ signal }) => apiRequest('/wps/points/config', pointsConfigValue, { signal }),
    staleTime: 60_000,
  });

export const useRedeems = () =>
  useQuery({
    queryKey: pointsKeys.redeems,
    queryFn: ({ signal }) => apiRequest('/wps/points/redeems', redeemList, { auth: true, signal }),
  });

export const usePointsDetails = (pageNo: number) =>
  useQuery({
    queryKey: pointsKeys.details(pageNo),
    queryFn: ({ signal }) =>
      apiRequest('/wps/points/transactions', pointsDetailPage, { auth: true, signal, query: { pageNo: String(pageNo), pageSize: '20' } }),
    placeholderData: keepPreviousData,
  });

/** After a redeem or a conversion: the points, the catalogue's stock and the wallet move together. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    void queryClient.invalidateQueries({ queryKey: pointsKeys.catalogue });
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
  };
}

export function useRedeem() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ request, key }: { request: RedeemRequest; key: string }) =>
      apiRequest('/wps/points/redeem', redeemValue, {
        method: 'POST',
        auth: true,
        body: request,
        encryption: await getEncryptionKey(queryClient),
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: refresh,
  });
}

export function useConvertPoints() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ request, key }: { request: ConvertRequest; key: string }) =>
      apiRequest('/wps/points/convert', convertValue, {
        method: 'POST',
        auth: true,
        body: request,
        encryption: await getEncryptionKey(queryClient),
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: refresh,
  });
}
