import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityConfigValue, type SecurityConfigValue } from '@panalo/contract/kyc';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { kycKeys } from './kyc-keys';

/** GET /wps/v2/member/securityConfig (T): the ID verification state, the mandatory-KYC setting, the deadline. */
export const getSecurityConfig = (signal?: AbortSignal): Promise<SecurityConfigValue> =>
  apiRequest('/wps/v2/member/securityConfig', securityConfigValue, { auth: true, signal });

export const securityConfigQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: kycKeys.securityConfig(token),
    queryFn: ({ signal }) => getSecurityConfig(signal),
    // Staff decide on submissions at any time: look again when the member comes back to the tab.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** Only for a real member's usable session (trial accounts have no KYC). */
export function useSecurityConfig(enabled = true) {
  const { token, passwordChangeRequired } = useSession();
  return useQuery({ ...securityConfigQueryOptions(token), enabled: enabled && Boolean(token) && !passwordChangeRequired });
}
