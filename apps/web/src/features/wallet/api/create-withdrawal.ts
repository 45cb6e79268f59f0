import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, withdrawalValue, type WithdrawalValue, type WithdrawRequest } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /wps/v2/withdraw (T, Idem): the amount is held until an operator decides. */
export const createWithdrawal = (request: WithdrawRequest, key: string): Promise<WithdrawalValue> =>
  apiRequest('/wps/v2/withdraw', withdrawalValue, { method: 'POST', body: request, auth: true, headers: { [IDEMPOTENCY_HEADER]: key } });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: WithdrawRequest; key: string }) => createWithdrawal(request, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    },
  });
}
