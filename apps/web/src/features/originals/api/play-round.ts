import { useMutation, useQueryClient } from '@tanstack/react-query';
import { originalsPlayValue, type OriginalsPlayValue, type OriginalsRound } from '@panalo/contract/originals';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from '../../wallet/api/wallet-keys';
import { originalsKeys } from './originals-keys';

/** POST /lgw/originals/v1/play with the game session token of the launch (no bearer). */
export const playRound = (token: string, round: OriginalsRound): Promise<OriginalsPlayValue> =>
  apiRequest('/lgw/originals/v1/play', originalsPlayValue, { method: 'POST', body: { token, ...round } });

/** Plays one round; afterwards the recall list and the seed pair (its nonce moved) are fetched again. */
export function usePlayRound(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (round: OriginalsRound) => playRound(token, round),
    onSuccess: (value) => {
      queryClient.setQueryData(walletKeys.balance, (old: { balance: number } | undefined) =>
        old ? { ...old, balance: value.balance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: originalsKeys.rounds(value.game) });
      void queryClient.invalidateQueries({ queryKey: originalsKeys.seeds });
    },
  });
}
