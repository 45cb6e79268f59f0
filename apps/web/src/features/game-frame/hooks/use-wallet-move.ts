import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WalletTransferRequest, WalletTransferValue } from '@panalo/contract/wallet';
import { useTransferWallet } from '../../wallet/api/transfer-wallet';
import { walletKeys } from '../../wallet/api/wallet-keys';
import { useMoneySubmit } from '../../../lib/use-money-submit';

/**
 * One move through the wallet transfer relay, each with its own idempotency key (a retry of the
 * same move after a lost answer reuses it). Afterwards the header balance and the game-wallet
 * balances are asked again, so every screen shows the new amounts.
 */
export function useWalletMove() {
  const queryClient = useQueryClient();
  const transfer = useTransferWallet();
  const { submit, pending } = useMoneySubmit({
    send: (request: WalletTransferRequest, key) => transfer.mutateAsync({ request, key }),
  });
  const move = useCallback(
    async (request: WalletTransferRequest): Promise<WalletTransferValue> => {
      const outcome = await submit(request);
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.merchant });
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    [submit, queryClient],
  );
  return { move, isPending: pending };
}
