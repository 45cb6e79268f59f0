import { useMutation } from '@tanstack/react-query';
import { affiliateValue } from '@panalo/contract/member';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type AffiliateValue = z.infer<typeof affiliateValue>;

/** GET /wps/agent/affiliate: is this invitation code a real agent of this site? */
export const checkAffiliate = (code: string, domain: string): Promise<AffiliateValue> =>
  apiRequest('/wps/agent/affiliate', affiliateValue, { query: { code, domain } });

export const useCheckAffiliate = () => useMutation({ mutationFn: (code: string) => checkAffiliate(code, window.location.hostname) });
