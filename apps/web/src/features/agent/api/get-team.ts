import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamPage, type TeamPage, type TeamQuery } from '@panalo/contract/agent-team';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

export type TeamFilters = Partial<TeamQuery>;

const asQuery = (filters: TeamFilters): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value === undefined || value === '' ? undefined : String(value)]));

/** GET /wps/agent/team (T): the agent's team, filtered, a page at a time. */
export const getTeam = (filters: TeamFilters, signal?: AbortSignal): Promise<TeamPage> =>
  apiRequest('/wps/agent/team', teamPage, { auth: true, signal, query: asQuery(filters) });

export const teamQueryOptions = (filters: TeamFilters) =>
  queryOptions({
    queryKey: [...agentKeys.team, 'list', filters],
    queryFn: ({ signal }) => getTeam(filters, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useTeam = (filters: TeamFilters) => useQuery(teamQueryOptions(filters));
