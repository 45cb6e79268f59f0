import { useMutation } from '@tanstack/react-query';
import { breakState, type BreakRequest, type BreakState } from '@panalo/contract/self-exclusion';
import { apiRequest } from '../../../lib/api-client';

/** POST /wps/responsibleGaming/break (T): a time-out or self-exclusion; every session of the member ends. */
export const takeBreak = (request: BreakRequest): Promise<BreakState> =>
  apiRequest('/wps/responsibleGaming/break', breakState, { method: 'POST', body: request, auth: true });

export const useTakeBreak = () => useMutation({ mutationFn: takeBreak });
