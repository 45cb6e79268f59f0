import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DashboardDay, DashboardFigures, StaffDashboard } from '@panalo/contract/staff';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../i18n/en';
import { Sparkline } from './Sparkline';
import { money, QueryState } from './ui';

/** The figures on the dashboard: where each is in a period, in a sparkline day, and whether it is money. */
const FIGURES: { key: keyof Omit<DashboardDay, 'day'>; label: MessageKey; money: boolean; period: (f: DashboardFigures) => number }[] = [
  { key: 'registrations', label: 'dashboard.registrations', money: false, period: (f) => f.registrations },
  { key: 'firstDeposits', label: 'dashboard.firstDeposits', money: false, period: (f) => f.firstDeposits.count },
  { key: 'deposits', label: 'dashboard.deposits', money: true, period: (f) => f.deposits.amount },
  { key: 'withdrawals', label: 'dashboard.withdrawals', money: true, period: (f) => f.withdrawals.amount },
  { key: 'ggr', label: 'dashboard.ggr', money: true, period: (f) => f.ggr },
  { key: 'activePlayers', label: 'dashboard.activePlayers', money: false, period: (f) => f.activePlayers },
];

/**
 * What waits in the review queues (each linked to its screen with the filter applied, where the
 * role may open it), and today's and this week's figures with a 14-day sparkline each.
 */
export function Dashboard({ links }: { links: { withdrawals: boolean; agentApplications: boolean; kyc?: boolean } }) {
  const { t, lang } = useI18n();
  const query = useQuery({ queryKey: ['dashboard'], queryFn: () => api<StaffDashboard>('GET', '/wps/operator/dashboard') });
  const data = query.data;
  const withdrawals = (filter: string) => (links.withdrawals ? `/withdrawals?${filter}` : undefined);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboard.title')}</h1>
      <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {data ? (
          <>
            <h2 className="section-title">{t('dashboard.queues')}</h2>
            <ul className="tiles queues">
              <Queue
                label={t('dashboard.withdrawalsToApprove')}
                count={data.queues.withdrawalsToApprove}
                to={withdrawals('status=PENDING')}
              />
              <Queue label={t('dashboard.withdrawalsToPay')} count={data.queues.withdrawalsToPay} to={withdrawals('status=APPROVED')} />
              <Queue label={t('dashboard.receiptsDisputed')} count={data.queues.receiptsDisputed} to={withdrawals('receipt=DISPUTED')} />
              <Queue label={t('dashboard.kycToReview')} count={data.queues.kycToReview} to={links.kyc ? '/kyc?status=P' : undefined} />
              <Queue
                label={t('dashboard.agentApplicationsPending')}
                count={data.queues.agentApplicationsPending}
                to={links.agentApplications ? '/agent-applications' : undefined}
              />
            </ul>
            <h2 className="section-title">{t('dashboard.figures')}</h2>
            <ul className="tiles figures">
              {FIGURES.map((figure) => {
                const show = (value: number) => (figure.money ? money(value, data.currency, lang) : value.toLocaleString(lang));
                const values = data.days.map((day) => day[figure.key]);
                const summary = t('dashboard.sparkline', {
                  days: values.length,
                  total: show(values.reduce((sum, value) => sum + value, 0)),
                  high: show(Math.max(...values)),
                  today: show(values.at(-1) ?? 0),
                });
                return (
                  <li key={figure.key} className="tile figure" data-testid={`figure-${figure.key}`}>
                    <span className="tile-label">{t(figure.label)}</span>
                    <dl className="figure-periods">
                      <div>
                        <dt>{t('dashboard.today')}</dt>
                        <dd className="tile-figure">{show(figure.period(data.today))}</dd>
                      </div>
                      <div>
                        <dt>{t('dashboard.week')}</dt>
                        <dd>{show(figure.period(data.week))}</dd>
                      </div>
                    </dl>
                    <Sparkline values={values} summary={summary} />
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

function Queue({ label, count, to }: { label: string; count: number; to?: string }) {
  const body = (
    <>
      <span className="tile-label">{label}</span>
      <strong className="tile-figure">{count}</strong>
    </>
  );
  return (
    <li className={`tile${count > 0 ? ' tile-busy' : ''}`} data-testid={`queue-${label}`}>
      {to ? (
        <Link to={to} className="tile-link">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
