import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveModelsValue, type LiveModel } from '@panalo/contract/live-hosts';
import { apiRequest } from '../../../lib/api-client';

/** GET /lgw/live/models (N): the brand's live hosts, online or when they are back (spec 001 section 7). */
export const getLiveModels = (signal?: AbortSignal): Promise<LiveModel[]> =>
  apiRequest('/lgw/live/models', liveModelsValue, { signal }).then((value) => value.list);

// Hosts go on and off their breaks and the crowd moves: the list is read again each minute.
export const liveModelsQueryOptions = () =>
  queryOptions({ queryKey: ['live-models'], queryFn: ({ signal }) => getLiveModels(signal), staleTime: 30_000, refetchInterval: 60_000 });

export const useLiveModels = () => useQuery(liveModelsQueryOptions());
