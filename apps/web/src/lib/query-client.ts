import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { queryRetryDelay, shouldRetryQuery } from './retry-policy';

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
      retry: shouldRetryQuery,
      retryDelay: (failureCount) => queryRetryDelay(failureCount),
      // Calls run even when the browser says it is offline: they fail at once with "Network link is
      // abnormal" rather than wait, paused, with a spinner that never ends. Reads come back on reconnect.
      networkMode: 'always',
    },
    // A write is never repeated behind the user's back; money forms resend with the same key on request.
    mutations: { retry: false, networkMode: 'always' },
  },
});
