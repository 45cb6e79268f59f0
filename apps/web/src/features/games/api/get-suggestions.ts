import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionsValue, type SuggestionsValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /lgw/games/suggestions (N): up to three playable games of the same type instead of one in maintenance. */
export const getSuggestions = (nodeId: number, signal?: AbortSignal): Promise<SuggestionsValue> =>
  apiRequest('/lgw/games/suggestions', suggestionsValue, { signal, query: { nodeId: String(nodeId) } });

export const useSuggestions = (nodeId: number | undefined, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...gameKeys.all, 'suggestions', nodeId],
      queryFn: ({ signal }) => getSuggestions(nodeId!, signal),
      // Maintenance windows open and close: asked afresh each time the dialog opens.
      staleTime: 0,
      enabled: enabled && nodeId !== undefined,
    }),
  );
