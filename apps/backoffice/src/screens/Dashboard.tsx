import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StaffDashboard } from '@panalo/contract/staff';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { money, QueryState } from './ui';

/** Today's and this week's registrations, deposits and paid withdrawals, and the review queues (linked where the role may open them). */
export function Dashboard({ links }: { links: { withdrawals: boolean; agentApplications: boolean; kyc?: boolean } }) {
  const { t, lang } = useI18n();
  const query = useQuery({ queryKey: ['dashboard'], queryFn: () => api<StaffDashboard>('GET', '/wps/operator/dashboard') });
  const data = query.data;
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
                to={links.withdrawals ? '/withdrawals?status=PENDING' : undefined}
              />
              <Queue
                label={t('dashboard.withdrawalsToPay')}
                count={data.queues.withdrawalsToPay}
                to={links.withdrawals ? '/withdrawals?status=APPROVED' : undefined}
              />
              <Queue label={t('dashboard.kycToReview')} count={data.queues.kycToReview} to={links.kyc ? '/kyc?status=P' : undefined} />
              <Queue
                label={t('dashboard.agentApplicationsPending')}
                count={data.queues.agentApplicationsPending}
                to={links.agentApplications ? '/agent-applications' : undefined}
              />
            </ul>
            {(['today', 'week'] as const).map((period) => (
              <div key={period}>
                <h2 className="section-title">{t(period === 'today' ? 'dashboard.today' : 'dashboard.week')}</h2>
                <ul className="tiles">
                  <li className="tile">
                    <span className="tile-label">{t('dashboard.registrations')}</span>
                    <strong className="tile-figure">{data[period].registrations}</strong>
                  </li>
                  <li className="tile">
                    <span className="tile-label">{t('dashboard.deposits')}</span>
                    <strong className="tile-figure">{money(data[period].deposits.amount, data.currency, lang)}</strong>
                    <span className="muted">{t('dashboard.count', { count: data[period].deposits.count })}</span>
                  </li>
                  <li className="tile">
                    <span className="tile-label">{t('dashboard.withdrawals')}</span>
                    <strong className="tile-figure">{money(data[period].withdrawals.amount, data.currency, lang)}</strong>
                    <span className="muted">{t('dashboard.count', { count: data[period].withdrawals.count })}</span>
                  </li>
                </ul>
              </div>
            ))}
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
