import { useQuery } from '@tanstack/react-query';
import { jackpotCycleValue, jackpotPoolsValue, jackpotWinnersValue } from '@panalo/contract/jackpot';
import { apiRequest } from '../../../lib/api-client';

/** The jackpot's calls (docs/jackpot.md): pools with live amounts, the winners list, a won cycle's proof. */
export const jackpotKeys = {
  pools: ['jackpot', 'pools'] as const,
  winners: ['jackpot', 'winners'] as const,
  cycle: (id: number) => ['jackpot', 'cycle', id] as const,
};

/** The pools' amounts move with every qualifying stake: asked again every few seconds while shown. */
export const POOL_REFRESH_MS = 5_000;

export const useJackpotPools = () =>
  useQuery({
    queryKey: jackpotKeys.pools,
    queryFn: ({ signal }) => apiRequest('/lgw/jackpot/pools', jackpotPoolsValue, { signal }),
    refetchInterval: POOL_REFRESH_MS,
    staleTime: POOL_REFRESH_MS,
  });

export const useJackpotWinners = () =>
  useQuery({
    queryKey: jackpotKeys.winners,
    queryFn: ({ signal }) => apiRequest('/lgw/jackpot/winners', jackpotWinnersValue, { signal, query: { limit: '20' } }),
    refetchInterval: 30_000,
  });

export const useJackpotCycle = (id: number | null) =>
  useQuery({
    queryKey: jackpotKeys.cycle(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/lgw/jackpot/cycles/${id}`, jackpotCycleValue, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
  });
