import type { RoundSource } from '../round-source';
import { walletKeys } from '../../wallet/api/wallet-keys';
import { getRounds } from './get-rounds';
import { getSeeds } from './get-seeds';
import { originalsKeys } from './originals-keys';
import { playRound } from './play-round';
import { rotateSeeds } from './rotate-seeds';

/** Real play: rounds on the server with the launch's game session, settled through the wallet. */
export const serverRoundSource = (token: string): RoundSource => ({
  kind: 'server',
  keys: { seeds: originalsKeys.seeds, rounds: originalsKeys.rounds },
  play: (round) => playRound(token, round),
  seeds: getSeeds,
  rotate: rotateSeeds,
  rounds: getRounds,
  // The header balance follows the round at once (the realtime push may come later).
  afterRound: (value, queryClient) =>
    queryClient.setQueryData(walletKeys.balance, (old: { balance: number } | undefined) =>
      old ? { ...old, balance: value.balance } : old,
    ),
});
