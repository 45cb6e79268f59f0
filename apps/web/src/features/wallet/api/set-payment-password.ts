import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PaymentPasswordRequest } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /wps/v2/member/paymentPassword (T): set the first payment password, or change it. */
export const setPaymentPassword = (request: PaymentPasswordRequest): Promise<unknown> =>
  apiRequest('/wps/v2/member/paymentPassword', z.unknown(), { method: 'POST', body: request, auth: true });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...walletKeys.withdrawals, 'config'] }),
  });
}
