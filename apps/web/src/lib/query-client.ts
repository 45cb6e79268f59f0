import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const systemStatusKey = ['system', 'status'] as const;

/**
 * A call refused for maintenance or region means the status changed: re-check it at once. A body
 * the server could not decrypt usually means its key was rotated: fetch the current key.
 */
function onAnyError(error: unknown): void {
  if (!isApiError(error)) return;
  if (error.code === 'MAINTENANCE' || error.code === 'REGION_RESTRICTED') void queryClient.invalidateQueries({ queryKey: systemStatusKey });
  if (error.code === 'DECRYPTION_FAILED') void queryClient.invalidateQueries({ queryKey: ['system', 'permission'] });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onAnyError }),
  mutationCache: new MutationCache({ onError: onAnyError }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Retry only failures that may pass on a second try (network), never a refusal by the server.
      retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.code === 'NETWORK',
    },
    mutations: { retry: false },
  },
});
