import { useQuery } from '@tanstack/react-query';
import { referralValue } from '@panalo/contract/referral';
import { apiRequest } from '../../../lib/api-client';

/** The referral page's call: the member's code and link, friends and rewards. */
export const referralKeys = { mine: ['member', 'referral'] as const };

export const useReferral = () =>
  useQuery({
    queryKey: referralKeys.mine,
    queryFn: ({ signal }) => apiRequest('/wps/v2/referral', referralValue, { auth: true, signal }),
    staleTime: 30_000,
  });
