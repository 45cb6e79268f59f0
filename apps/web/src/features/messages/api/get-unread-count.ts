import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { messageKeys } from './message-keys';

export const getUnreadCount = (signal?: AbortSignal): Promise<number> =>
  apiRequest('/wps/v2/messages/unread', unreadCountValue, { auth: true, signal }).then((value) => value.count);

/** Kept current by the socket's notices and by marking messages read. */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.unread, queryFn: ({ signal }) => getUnreadCount(signal), staleTime: 60_000 });

/** Trial accounts skip the unread-message call (spec 000 section 4). */
export function useUnreadCount() {
  const current = useCurrentMember();
  const enabled = current.isLoggedIn && Boolean(current.member) && !current.isTrial;
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
