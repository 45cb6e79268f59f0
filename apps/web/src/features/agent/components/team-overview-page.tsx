import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_PERIODS, type TeamDay, type TeamPeriod, type TeamStats } from '@panalo/contract/agent-team';
import { QueryState } from '../../../components/records/query-state';
import { formatMoney } from '../../../lib/money';
import { useBalance } from '../../wallet/api/get-balance';
import { useTeamOverview } from '../api/get-team-overview';
import './agent-team.css';

/** agentTeamOverview: the team's size and activity, and its money for a chosen period, with a 14-day chart. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const overview = useTeamOverview();
  const currency = useBalance().data?.currency ?? 'PHP';
  const [period, setPeriod] = useState<TeamPeriod>('today');
  return (
    <>
      <h1 className="page-title">{t('agent.reports.teamOverview')}</h1>
      <QueryState isPending={overview.isPending} error={overview.error} onRetry={() => void overview.refetch()} rows={4}>
        {() =>
          overview.data ? (
            <div className="team-overview" data-testid="team-overview">
              <dl className="team-headline card">
                <Figure label={t('agentTeam.teamSize')} value={String(overview.data.teamSize)} testId="team-size" />
                <Figure label={t('agentTeam.directDownlines')} value={String(overview.data.directDownlines)} />
                <Figure label={t('agentTeam.onlineNow')} value={String(overview.data.onlineNow)} testId="team-online" />
              </dl>
              <div className="team-periods" role="radiogroup" aria-label={t('agentTeam.periodsLabel')}>
                {TEAM_PERIODS.map((key) => (
                  <button
                    key={key}
                    type="button"
                    role="radio"
                    aria-checked={period === key}
                    className={`team-periods__item ${period === key ? 'team-periods__item--on' : ''}`}
                    onClick={() => setPeriod(key)}
                    data-testid={`team-period-${key}`}
                  >
                    {t(`agentTeam.periods.${key}`)}
                  </button>
                ))}
              </div>
              <PeriodStats stats={overview.data.periods[period]} currency={currency} />
              <DaysChart days={overview.data.days} currency={currency} />
            </div>
          ) : null
        }
      </QueryState>
    </>
  );
}

function Figure({
  label,
  value,
  note,
  tone,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  tone?: 'up' | 'down';
  testId?: string;
}) {
  return (
    <div className="team-figure">
      <dt className="team-figure__label">{label}</dt>
      <dd className={`team-figure__value ${tone ? `team-figure__value--${tone}` : ''}`} data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="team-figure__note muted">{note}</dd> : null}
    </div>
  );
}

function PeriodStats({ stats, currency }: { stats: TeamStats; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <dl className="team-stats card" data-testid="team-period-stats">
      <Figure label={t('agentTeam.stats.teamSize')} value={String(stats.teamSize)} />
      <Figure label={t('agentTeam.stats.newMembers')} value={String(stats.newMembers)} testId="team-new-members" />
      <Figure label={t('agentTeam.stats.activeMembers')} value={String(stats.activeMembers)} testId="team-active-members" />
      <Figure
        label={t('agentTeam.stats.depositAmount')}
        value={money(stats.depositAmount)}
        note={t('agentTeam.stats.depositCount', { count: stats.depositCount })}
        testId="team-deposits"
      />
      <Figure
        label={t('agentTeam.stats.withdrawAmount')}
        value={money(stats.withdrawAmount)}
        note={t('agentTeam.stats.withdrawCount', { count: stats.withdrawCount })}
        testId="team-withdrawals"
      />
      <Figure
        label={t('agentTeam.stats.validBet')}
        value={money(stats.validBet)}
        note={t('agentTeam.stats.betCount', { count: stats.betCount })}
        testId="team-valid-bet"
      />
      <Figure label={t('agentTeam.stats.payout')} value={money(stats.payout)} testId="team-payout" />
      <Figure
        label={t('agentTeam.stats.winLoss')}
        value={money(stats.winLoss)}
        tone={stats.winLoss > 0 ? 'up' : stats.winLoss < 0 ? 'down' : undefined}
        testId="team-win-loss"
      />
    </dl>
  );
}

/** Two bars a day (valid bets, deposits), scaled to the largest value; plain CSS, no chart library. */
function DaysChart({ days, currency }: { days: TeamDay[]; currency: string }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...days.map((day) => Math.max(day.validBet, day.depositAmount)));
  const empty = days.every((day) => day.validBet === 0 && day.depositAmount === 0);
  return (
    <section className="card team-chart" aria-labelledby="team-chart-title" data-testid="team-chart">
      <div className="team-chart__head">
        <h2 id="team-chart-title" className="panel-title">
          {t('agentTeam.chartTitle')}
        </h2>
        <p className="team-chart__legend">
          <span className="team-chart__key team-chart__key--bet" aria-hidden="true" /> {t('agentTeam.chartValidBet')}
          <span className="team-chart__key team-chart__key--deposit" aria-hidden="true" /> {t('agentTeam.chartDeposits')}
        </p>
      </div>
      {empty ? (
        <p className="muted">{t('agentTeam.chartEmpty')}</p>
      ) : (
        <ol className="team-chart__days" aria-label={t('agentTeam.chartLabel')}>
          {days.map((day) => {
            const label = t('agentTeam.chartDay', {
              day: day.day,
              validBet: formatMoney(day.validBet, currency),
              deposits: formatMoney(day.depositAmount, currency),
            });
            return (
              <li key={day.day} className="team-chart__day" title={label}>
                <span className="sr-only">{label}</span>
                <span className="team-chart__bars" aria-hidden="true">
                  <span className="team-chart__bar team-chart__bar--bet" style={{ height: `${(day.validBet / top) * 100}%` }} />
                  <span className="team-chart__bar team-chart__bar--deposit" style={{ height: `${(day.depositAmount / top) * 100}%` }} />
                </span>
                <span className="team-chart__label" aria-hidden="true">
                  {day.day.slice(8)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
