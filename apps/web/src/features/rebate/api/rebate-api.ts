import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebateClaim, rebateClaimList, rebateValue } from '@panalo/contract/rebate';
import { IDEMPOTENCY_HEADER } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from '../../wallet/api/wallet-keys';

/** manualRebate's calls: what is claimable now, the claim, the history. */
export const rebateKeys = {
  all: ['member', 'rebate'] as const,
  now: ['member', 'rebate', 'now'] as const,
  claims: ['member', 'rebate', 'claims'] as const,
};

export const useRebate = () =>
  useQuery({ queryKey: rebateKeys.now, queryFn: ({ signal }) => apiRequest('/wps/rebate', rebateValue, { auth: true, signal }) });

export const useRebateClaims = () =>
  useQuery({
    queryKey: rebateKeys.claims,
    queryFn: ({ signal }) => apiRequest('/wps/rebate/claims', rebateClaimList, { auth: true, signal }),
  });

export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest('/wps/rebate/claim', rebateClaim, { method: 'POST', auth: true, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rebateKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    },
  });
}
