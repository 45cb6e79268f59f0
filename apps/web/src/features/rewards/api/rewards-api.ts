import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emptyValue } from '@panalo/contract/envelope';
import {
  bonusProgressList,
  promotionCard,
  promotionDetail,
  promotionList,
  rewardCenterValue,
  rewardValue,
  type ApplicationRequest,
  type PromotionFilter,
} from '@panalo/contract/rewards';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from '../../wallet/api/wallet-keys';

/** The rewards calls: promotion cards (a visitor's or the member's), join, claim, apply, rewardCenter, bonus progress. */
export const rewardKeys = {
  // Under ['member'], dropped when the session ends, like the wallet's keys.
  all: ['member', 'rewards'] as const,
  promotions: (filter: PromotionFilter, member: boolean) => ['member', 'rewards', 'promotions', filter, member] as const,
  detail: (id: number, member: boolean) => ['member', 'rewards', 'promotion', id, member] as const,
  center: ['member', 'rewards', 'center'] as const,
  bonuses: ['member', 'rewards', 'bonuses'] as const,
};

export const usePromotions = (filter: PromotionFilter, member: boolean) =>
  useQuery({
    queryKey: rewardKeys.promotions(filter, member),
    queryFn: ({ signal }) =>
      apiRequest(member ? '/wps/v2/promotions' : '/wps/promotions', promotionList, { auth: member, signal, query: { type: filter } }),
    staleTime: 10_000,
  });

export const usePromotionDetail = (id: number | null, member: boolean) =>
  useQuery({
    queryKey: rewardKeys.detail(id ?? 0, member),
    queryFn: ({ signal }) => apiRequest(`${member ? '/wps/v2' : '/wps'}/promotions/${id}`, promotionDetail, { auth: member, signal }),
    enabled: id !== null,
  });

export const useRewardCenter = (enabled = true) =>
  useQuery({
    queryKey: rewardKeys.center,
    queryFn: ({ signal }) => apiRequest('/wps/v2/rewards', rewardCenterValue, { auth: true, signal }),
    staleTime: 10_000,
    enabled,
  });

export const useBonusProgress = () =>
  useQuery({
    queryKey: rewardKeys.bonuses,
    queryFn: ({ signal }) => apiRequest('/wps/v2/rewards/bonuses', bonusProgressList, { auth: true, signal }),
    staleTime: 5_000,
  });

/** After any reward action: cards, rewardCenter, bonuses and the balances move together. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
  };
}

export function useJoinPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/wps/v2/promotions/${id}/join`, promotionCard, { method: 'POST', auth: true }),
    onSuccess: refresh,
  });
}

export function useClaimPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/wps/v2/promotions/${id}/claim`, rewardValue, { method: 'POST', auth: true }),
    onSuccess: refresh,
  });
}

export function useClaimReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/wps/v2/rewards/${id}/claim`, rewardValue, { method: 'POST', auth: true }),
    onSuccess: refresh,
  });
}

export function useApplyToPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ApplicationRequest }) =>
      apiRequest(`/wps/v2/promotions/${id}/apply`, emptyValue, { method: 'POST', auth: true, body: request }),
    onSuccess: refresh,
  });
}
