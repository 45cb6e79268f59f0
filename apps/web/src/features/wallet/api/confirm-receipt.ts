import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalValue, type ReceiptRequest, type WithdrawalValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /wps/v2/withdraw/:id/receipt (T): received, partly received, or not received with a screenshot. */
export const confirmReceipt = (id: number, request: ReceiptRequest): Promise<WithdrawalValue> =>
  apiRequest(`/wps/v2/withdraw/${id}/receipt`, withdrawalValue, { method: 'POST', body: request, auth: true });

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ReceiptRequest }) => confirmReceipt(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...walletKeys.withdrawals, 'records'] }),
  });
}
