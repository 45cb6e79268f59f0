import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedsValue, type SeedsValue } from '@panalo/contract/originals';
import { apiRequest } from '../../../lib/api-client';
import { originalsKeys } from './originals-keys';

/** POST /lgw/originals/v1/seeds/rotate: reveals the active server seed and opens a new pair. */
export const rotateSeeds = (clientSeed?: string): Promise<SeedsValue> =>
  apiRequest('/lgw/originals/v1/seeds/rotate', seedsValue, { method: 'POST', auth: true, body: clientSeed ? { clientSeed } : {} });

export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    // previousHash only tells the screen which revealed pair is the one just closed.
    mutationFn: ({ clientSeed }: { clientSeed?: string; previousHash?: string }) => rotateSeeds(clientSeed),
    onSuccess: (value) => queryClient.setQueryData(originalsKeys.seeds, value),
  });
}
