import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  walletTransferValue,
  type MerchantWalletValue,
  type WalletTransferRequest,
  type WalletTransferValue,
} from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /wps/v2/wallets/transfer (T, Idem): main wallet ↔ one vendor wallet. */
export const transferWallet = (request: WalletTransferRequest, key: string): Promise<WalletTransferValue> =>
  apiRequest('/wps/v2/wallets/transfer', walletTransferValue, {
    method: 'POST',
    body: request,
    auth: true,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

export function useTransferWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: WalletTransferRequest; key: string }) => transferWallet(request, key),
    onSuccess: (value) => {
      // The answer carries the new balances: show them at once, then let the lists catch up.
      queryClient.setQueryData(walletKeys.balance, value.balance);
      queryClient.setQueryData(walletKeys.merchant, (old: MerchantWalletValue | undefined) =>
        old ? { ...old, main: value.balance.balance, vendors: value.vendors } : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions });
    },
  });
}
