import { queryOptions, useQuery } from '@tanstack/react-query';
import { downlineSummary, type DownlineSummary } from '@panalo/contract/agent-team';
import { apiRequest } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /wps/agent/team/:account (T): one downline's summary; NOT_IN_TEAM for anyone else. */
export const getDownline = (account: string, signal?: AbortSignal): Promise<DownlineSummary> =>
  apiRequest(`/wps/agent/team/${encodeURIComponent(account)}`, downlineSummary, { auth: true, signal });

export const downlineQueryOptions = (account: string) =>
  queryOptions({
    queryKey: [...agentKeys.team, 'member', account],
    queryFn: ({ signal }) => getDownline(account, signal),
    staleTime: 10_000,
  });

export const useDownline = (account: string | null) => useQuery({ ...downlineQueryOptions(account ?? ''), enabled: Boolean(account) });
