import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpCenterValue, type HelpTopic } from '@panalo/contract/content';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** GET /wps/system/helpCenter?lang=EN|TY&device=WEB: the brand's help topics in the reader's language. */
export const getHelpCenter = (lang: string, signal?: AbortSignal): Promise<HelpTopic[]> =>
  apiRequest('/wps/system/helpCenter', helpCenterValue, { query: { lang, device: 'WEB' }, signal });

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'help-center', lang],
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = () => useQuery(helpCenterQueryOptions(currentLanguage()));
