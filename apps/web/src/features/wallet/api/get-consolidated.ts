import { queryOptions, useQuery } from '@tanstack/react-query';
import { consolidatedValue, type ConsolidatedValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { usePermission } from '../../system/api/get-permission';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { walletKeys } from './wallet-keys';

/** GET /wps/member/info/funds/consolidated (T): main, held and every game wallet, with their total. */
export const getConsolidated = (signal?: AbortSignal): Promise<ConsolidatedValue> =>
  apiRequest('/wps/member/info/funds/consolidated', consolidatedValue, { auth: true, signal });

export const consolidatedQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.consolidated, queryFn: ({ signal }) => getConsolidated(signal), staleTime: 10_000 });

/**
 * The consolidated balance, loaded only when the brand's agent policy setting is on and the
 * account is not a trial one (spec 000 section 4, spec 001 section 6).
 */
export function useConsolidated() {
  const current = useCurrentMember();
  const policy = usePermission().data?.wallet.agentPolicy === true;
  return useQuery({ ...consolidatedQueryOptions(), enabled: policy && Boolean(current.member) && !current.isTrial });
}
