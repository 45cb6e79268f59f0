import { useMutation, useQueryClient } from '@tanstack/react-query';
import { breakState, type BreakState, type LiftRequest } from '@panalo/contract/self-exclusion';
import { apiRequest } from '../../../lib/api-client';
import { breakStateQuery } from './get-break-state';

/** POST /wps/responsibleGaming/break/lift (T): lifts a self-exclusion seven days later, after its first six months. */
export const requestLift = (request: LiftRequest): Promise<BreakState> =>
  apiRequest('/wps/responsibleGaming/break/lift', breakState, { method: 'POST', body: request, auth: true });

export function useRequestLift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestLift,
    onSuccess: (state) => queryClient.setQueryData(breakStateQuery().queryKey, state),
  });
}
