import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositValue, type DepositValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /wps/v2/deposit/:id/cancel (T): cancels a pending deposit; the gateway is told. */
export const cancelDeposit = (id: number): Promise<DepositValue> =>
  apiRequest(`/wps/v2/deposit/${id}/cancel`, depositValue, { method: 'POST', auth: true });

export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.deposits }),
  });
}
