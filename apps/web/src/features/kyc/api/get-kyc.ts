import { queryOptions, useQuery } from '@tanstack/react-query';
import { kycValue, type KycValue } from '@panalo/contract/kyc';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { kycKeys } from './kyc-keys';

/** GET /wps/v2/member/kyc (T): the state and the saved personal info, to prefill the form. */
export const getKyc = (signal?: AbortSignal): Promise<KycValue> => apiRequest('/wps/v2/member/kyc', kycValue, { auth: true, signal });

export const kycQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: kycKeys.detail(token), queryFn: ({ signal }) => getKyc(signal), staleTime: 30_000 });

export function useKyc(enabled: boolean) {
  const { token } = useSession();
  return useQuery({ ...kycQueryOptions(token), enabled: enabled && Boolean(token) });
}
