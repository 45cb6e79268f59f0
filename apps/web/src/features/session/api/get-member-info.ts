import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberInfo, type MemberInfo } from '@panalo/contract/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

export const getMemberInfo = (signal?: AbortSignal): Promise<MemberInfo> =>
  apiRequest('/wps/member/info', memberInfo, { auth: true, signal });

/** Keyed by token, so a new login never shows the previous account's data. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: Boolean(token),
    staleTime: 30_000,
  });

export function useMemberInfo() {
  const { token, passwordChangeRequired } = useSession();
  return useQuery({ ...memberInfoQueryOptions(token), enabled: Boolean(token) && !passwordChangeRequired });
}
