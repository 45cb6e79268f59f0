import { queryOptions, useQuery } from '@tanstack/react-query';
import { registerSettingsValue, type RegisterSettingsValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';

export const getRegisterSettings = (signal?: AbortSignal): Promise<RegisterSettingsValue> =>
  apiRequest('/wps/system/setting/register', registerSettingsValue, { signal });

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'register-settings'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
