import { useQuery } from '@tanstack/react-query';
import { memberIconValue } from '@panalo/contract/identity';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/** GET /wps/member/info/icon (T): the member's avatar picture, an image data URL. */
export const getMemberIcon = (signal?: AbortSignal): Promise<string> =>
  apiRequest('/wps/member/info/icon', memberIconValue, { auth: true, signal }).then((value) => value.icon);

/** The avatar of the signed-in member; the header shows the initial until (or unless) it arrives. */
export function useMemberIcon() {
  const { token, passwordChangeRequired } = useSession();
  return useQuery({
    queryKey: ['member', 'icon', token],
    queryFn: ({ signal }) => getMemberIcon(signal),
    enabled: Boolean(token) && !passwordChangeRequired,
    staleTime: Infinity,
  });
}
