import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceValue, type BalanceValue } from '@panalo/contract/wallet';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { walletKeys } from './wallet-keys';

export const getBalance = (signal?: AbortSignal): Promise<BalanceValue> =>
  apiRequest('/wps/v2/wallets/balance', balanceValue, { auth: true, signal });

/** The socket keeps it current, so it is never refetched on its own; the refresh button forces it. */
export const balanceQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.balance, queryFn: ({ signal }) => getBalance(signal), staleTime: Infinity });

export function useBalance() {
  const { token, passwordChangeRequired } = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: Boolean(token) && !passwordChangeRequired });
}
