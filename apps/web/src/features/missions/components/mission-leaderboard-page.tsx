import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSION_PERIODS, type MissionPeriod } from '@panalo/contract/missions';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { FormAlert } from '../../../components/ui/alert';
import { TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { formatMoney } from '../../../lib/money';
import { useBalance } from '../../wallet/api/get-balance';
import { useClaimMission, useMissions } from '../api/missions-api';
import { Leaderboard } from './leaderboard';
import { MissionCard } from './mission-card';
import './missions.css';

/** missionLeaderboard: the day's and the week's missions with progress and claim, and the period's leaderboard. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const summary = useMissions();
  const claim = useClaimMission();
  const currency = useBalance().data?.currency ?? 'PHP';
  const shown = summary.data?.missions.filter((mission) => mission.period === period) ?? [];
  const resetAt = shown[0]?.endsAt;
  return (
    <>
      <h1 className="page-title">{t('missions.title')}</h1>
      <TabsRoot value={period} onValueChange={(value) => setPeriod(value as MissionPeriod)}>
        <TabsList aria-label={t('missions.periodLabel')}>
          {MISSION_PERIODS.map((name) => (
            <TabsTrigger key={name} value={name} data-testid={`mission-period-${name}`}>
              {t(`missions.periods.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </TabsRoot>
      <FormAlert message={claim.error?.message} />
      {claim.isSuccess ? (
        <FormAlert
          tone="info"
          testId="mission-claimed"
          message={t('missions.claimedNotice', { amount: formatMoney(claim.data.reward, currency) })}
        />
      ) : null}
      <QueryState isPending={summary.isPending} error={summary.error} onRetry={() => void summary.refetch()} rows={4}>
        {() =>
          shown.length ? (
            <>
              {resetAt ? (
                <p className="muted mission-reset">
                  {t('missions.endsIn', {
                    time: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(resetAt)),
                  })}
                </p>
              ) : null}
              <ul className="mission-list" data-testid="mission-list">
                {shown.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    currency={currency}
                    claiming={claim.isPending && claim.variables === mission.id}
                    onClaim={() => claim.mutate(mission.id)}
                  />
                ))}
              </ul>
            </>
          ) : (
            <EmptyState>{t('missions.none')}</EmptyState>
          )
        }
      </QueryState>
      <Leaderboard period={period} />
    </>
  );
}
