import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionValue, type PermissionValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';

export const getPermission = (signal?: AbortSignal): Promise<PermissionValue> =>
  apiRequest('/wps/system/permission', permissionValue, { signal });

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
  });

export const usePermission = () => useQuery(permissionQueryOptions());
