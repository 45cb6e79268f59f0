import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamOverview, type TeamOverview } from '@panalo/contract/agent-team';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /wps/agent/overview (T): the team's numbers per period and the last 14 days. */
export const getTeamOverview = (signal?: AbortSignal): Promise<TeamOverview> =>
  apiRequest('/wps/agent/overview', teamOverview, { auth: true, signal });

export const teamOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...agentKeys.team, 'overview'], queryFn: ({ signal }) => getTeamOverview(signal), staleTime: 30_000 });

export const useTeamOverview = () => useQuery(teamOverviewQueryOptions());
