import { useTranslation } from 'react-i18next';
import type { MissionPeriod } from '@panalo/contract/missions';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { useLeaderboard } from '../api/missions-api';

/** The period's leaderboard: rank, masked name and missions completed; the member's own row stands out. */
export function Leaderboard({ period }: { period: MissionPeriod }) {
  const { t } = useTranslation();
  const board = useLeaderboard(period);
  return (
    <section className="card mc-section" aria-labelledby="mission-board">
      <h2 id="mission-board">{t('missions.leaderboard')}</h2>
      <QueryState isPending={board.isPending} error={board.error} onRetry={() => void board.refetch()} rows={3}>
        {() =>
          board.data?.entries.length ? (
            <table className="mission-board" data-testid="mission-leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('missions.rank')}</th>
                  <th scope="col">{t('missions.player')}</th>
                  <th scope="col">{t('missions.completed')}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.entries.map((entry) => (
                  <tr key={entry.rank} className={entry.self ? 'mission-board__self' : undefined}>
                    <td>{entry.rank}</td>
                    <td>
                      {entry.name}
                      {entry.self ? <span className="muted"> ({t('missions.you')})</span> : null}
                    </td>
                    <td>{entry.completed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState>{t('missions.leaderboardEmpty')}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}
