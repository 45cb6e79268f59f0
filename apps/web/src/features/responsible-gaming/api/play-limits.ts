import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  playLimitsView,
  realityCheckView,
  type PlayLimitsView,
  type RealityCheckView,
  type SetPlayLimitsRequest,
} from '@panalo/contract/play-limits';
import { apiRequest } from '../../../lib/api-client';

export const playLimitKeys = {
  limits: ['responsibleGaming', 'limits'] as const,
  realityCheck: ['responsibleGaming', 'realityCheck'] as const,
};

/** GET /wps/responsibleGaming/limits (T): the member's limits, what waits, what this period used. */
export const getPlayLimits = (signal?: AbortSignal): Promise<PlayLimitsView> =>
  apiRequest('/wps/responsibleGaming/limits', playLimitsView, { auth: true, signal });

export const usePlayLimits = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: playLimitKeys.limits, queryFn: ({ signal }) => getPlayLimits(signal), enabled, staleTime: 5_000 }));

/** POST /wps/responsibleGaming/limits (T): sets or removes limits. */
export function useSetPlayLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetPlayLimitsRequest) =>
      apiRequest('/wps/responsibleGaming/limits', playLimitsView, { method: 'POST', body: request, auth: true }),
    onSuccess: (value) => {
      queryClient.setQueryData(playLimitKeys.limits, value);
      void queryClient.invalidateQueries({ queryKey: playLimitKeys.realityCheck });
    },
  });
}

/** GET /wps/responsibleGaming/realityCheck (T): time played and net result this session, the previous log-in. */
export const getRealityCheck = (signal?: AbortSignal): Promise<RealityCheckView> =>
  apiRequest('/wps/responsibleGaming/realityCheck', realityCheckView, { auth: true, signal });

export const realityCheckQuery = (enabled: boolean) =>
  queryOptions({ queryKey: playLimitKeys.realityCheck, queryFn: ({ signal }) => getRealityCheck(signal), enabled, staleTime: 60_000 });

export const useRealityCheck = (enabled: boolean) => useQuery(realityCheckQuery(enabled));

/** POST /wps/responsibleGaming/realityCheck (T): the reminder's interval (0 = off). */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      apiRequest('/wps/responsibleGaming/realityCheck', realityCheckView, { method: 'POST', body: { minutes }, auth: true }),
    onSuccess: (value) => {
      queryClient.setQueryData(playLimitKeys.realityCheck, value);
      void queryClient.invalidateQueries({ queryKey: playLimitKeys.limits });
    },
  });
}
