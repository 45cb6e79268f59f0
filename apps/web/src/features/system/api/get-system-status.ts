import { queryOptions, useQuery } from '@tanstack/react-query';
import { SystemStatus } from '@panalo/contract/constants';
import { systemStatusValue, type SystemStatusValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { systemStatusKey } from '../../../lib/query-client';

export const getSystemStatus = (signal?: AbortSignal): Promise<SystemStatusValue> =>
  apiRequest('/wps/system/status', systemStatusValue, { signal });

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemStatusKey,
    queryFn: ({ signal }) => getSystemStatus(signal),
    // While the site is closed, look again every minute so it opens by itself when it may.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== SystemStatus.NORMAL ? 60_000 : false),
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
