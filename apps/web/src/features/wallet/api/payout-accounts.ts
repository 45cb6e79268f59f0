import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { payoutAccount, type PayoutAccount, type PayoutAccountRequest } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

// The list itself comes with GET /wps/v2/withdraw/config (payoutAccounts), so the page needs one call.

/** POST /wps/v2/withdraw/accounts (T). */
export const addPayoutAccount = (request: PayoutAccountRequest): Promise<PayoutAccount> =>
  apiRequest('/wps/v2/withdraw/accounts', payoutAccount, { method: 'POST', body: request, auth: true });

/** DELETE /wps/v2/withdraw/accounts/:id (T). */
export const removePayoutAccount = (id: number): Promise<unknown> =>
  apiRequest(`/wps/v2/withdraw/accounts/${id}`, z.unknown(), { method: 'DELETE', auth: true });

function useRefreshConfig() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...walletKeys.withdrawals, 'config'] });
}

export function useAddPayoutAccount() {
  const refresh = useRefreshConfig();
  return useMutation({ mutationFn: addPayoutAccount, onSuccess: refresh });
}

export function useRemovePayoutAccount() {
  const refresh = useRefreshConfig();
  return useMutation({ mutationFn: removePayoutAccount, onSuccess: refresh });
}
