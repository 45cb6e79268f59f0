import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WalletTransferRequest, WalletTransferValue } from '@panalo/contract/wallet';
import { useTransferWallet } from '../../wallet/api/transfer-wallet';
import { walletKeys } from '../../wallet/api/wallet-keys';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';

/**
 * One move through the wallet transfer relay, each with its own idempotency key (a retry of the
 * same move after a lost answer reuses it). Afterwards the header balance and the game-wallet
 * balances are asked again, so every screen shows the new amounts.
 */
export function useWalletMove() {
  const queryClient = useQueryClient();
  const transfer = useTransferWallet();
  const idempotency = useIdempotencyKey();
  const { mutateAsync } = transfer;
  const { keyFor, finish } = idempotency;
  const move = useCallback(
    async (request: WalletTransferRequest): Promise<WalletTransferValue> => {
      try {
        const value = await mutateAsync({ request, key: keyFor(request) });
        finish();
        return value;
      } catch (error) {
        finish(error);
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
        void queryClient.invalidateQueries({ queryKey: walletKeys.merchant });
      }
    },
    [mutateAsync, keyFor, finish, queryClient],
  );
  return { move, isPending: transfer.isPending };
}
