import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaderboardValue, missionClaimValue, missionSummary, type MissionPeriod } from '@panalo/contract/missions';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from '../../wallet/api/wallet-keys';

/** missionLeaderboard's calls: the missions with progress (and the badge), the claim, the leaderboard. */
export const missionKeys = {
  // Under ['member'], dropped when the session ends, like the wallet's keys.
  all: ['member', 'missions'] as const,
  summary: ['member', 'missions', 'summary'] as const,
  leaderboard: (period: MissionPeriod) => ['member', 'missions', 'leaderboard', period] as const,
};

export const useMissions = (enabled = true) =>
  useQuery({
    queryKey: missionKeys.summary,
    queryFn: ({ signal }) => apiRequest('/wps/v2/missions', missionSummary, { auth: true, signal }),
    staleTime: 10_000,
    enabled,
  });

export const useLeaderboard = (period: MissionPeriod) =>
  useQuery({
    queryKey: missionKeys.leaderboard(period),
    queryFn: ({ signal }) => apiRequest('/wps/v2/missions/leaderboard', leaderboardValue, { auth: true, signal, query: { period } }),
    staleTime: 30_000,
  });

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/wps/v2/missions/${id}/claim`, missionClaimValue, { method: 'POST', auth: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: missionKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    },
  });
}
