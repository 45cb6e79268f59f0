import { queryOptions, useQuery } from '@tanstack/react-query';
import { breakState, type BreakState } from '@panalo/contract/self-exclusion';
import { apiRequest } from '../../../lib/api-client';

/** GET /wps/responsibleGaming/break (T): the break in force and the history. */
export const getBreakState = (): Promise<BreakState> => apiRequest('/wps/responsibleGaming/break', breakState, { auth: true });

export const breakStateQuery = () => queryOptions({ queryKey: ['member', 'break'], queryFn: getBreakState });

export const useBreakState = (enabled: boolean) => useQuery({ ...breakStateQuery(), enabled });
