import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositValue, IDEMPOTENCY_HEADER, type DepositRequest, type DepositValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /wps/v2/deposit (T, Idem): a pending deposit and the gateway's payment page. */
export const createDeposit = (request: DepositRequest, key: string): Promise<DepositValue> =>
  apiRequest('/wps/v2/deposit', depositValue, { method: 'POST', body: request, auth: true, headers: { [IDEMPOTENCY_HEADER]: key } });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: DepositRequest; key: string }) => createDeposit(request, key),
    onSuccess: (deposit) => {
      queryClient.setQueryData([...walletKeys.deposits, 'one', deposit.id], deposit);
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.deposits, 'records'] });
    },
  });
}
