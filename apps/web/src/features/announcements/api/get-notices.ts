import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLATFORM_WEB } from '@panalo/contract/constants';
import { noticeValue, type NoticeValue } from '@panalo/contract/content';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';

/**
 * GET /wps/system/notice: banners, player notices, popups, promotions and home notices for this
 * reader. The server picks the audience from the session (B visitors; A members, F a first log-in).
 */
export const getNotices = (auth: boolean, signal?: AbortSignal): Promise<NoticeValue> =>
  apiRequest('/wps/system/notice', noticeValue, { query: { types: 'B,PL,PU,PR,H', platform: PLATFORM_WEB }, auth, signal });

/**
 * Fetched once per session and language (spec 000 section 4: "fetched once unless forced"); a new
 * log-in is a new reader, so the token is part of the key. `refetch()` forces a new copy.
 */
export const noticeQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['content', 'notice', token ?? 'visitor', language],
    queryFn: ({ signal }) => getNotices(Boolean(token), signal),
    staleTime: Infinity,
  });

export function useNotices() {
  const { token, passwordChangeRequired } = useSession();
  // While a forced password change is pending the member cannot use the site yet.
  return useQuery({ ...noticeQueryOptions(token, currentLanguage()), enabled: !passwordChangeRequired });
}
