import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamMember } from '@panalo/contract/agent-team';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { formatMoney } from '../../../lib/money';
import { useBalance } from '../../wallet/api/get-balance';
import { useTeam, type TeamFilters } from '../api/get-team';
import { DownlineDialog } from './downline-dialog';
import { formatWhen } from './format-when';
import { OfferContractLink } from './offer-contract-link';
import { TeamFiltersForm } from './team-filters';
import './agent-team.css';

const PAGE_SIZE = 20;

/** downlineManagmentView: the whole team, filtered and paged; a row opens the downline's summary. */
export function TeamListPage() {
  const { t } = useTranslation();
  const currency = useBalance().data?.currency ?? 'PHP';
  const [filters, setFilters] = useState<TeamFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const team = useTeam({ ...filters, pageNo, pageSize: PAGE_SIZE });
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <h1 className="page-title">{t('agent.reports.teamManagement')}</h1>
      <TeamFiltersForm
        currency={currency}
        onApply={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <section className="card" aria-live="polite" data-testid="team-list">
        <QueryState isPending={team.isPending} error={team.error} onRetry={() => void team.refetch()} rows={5}>
          {() =>
            team.data && team.data.total > 0 ? (
              <>
                <p className="muted team-list__total" data-testid="team-total">
                  {t('agentTeam.total', { count: team.data.total })}
                </p>
                <TeamTable rows={team.data.list} currency={currency} onOpen={setOpen} />
                <Pagination
                  page={pageNo}
                  totalPages={team.data.totalPages}
                  onPage={setPageNo}
                  marginPages={1}
                  pageRange={3}
                  label={t('agent.reports.teamManagement')}
                  testId="team-pages"
                />
              </>
            ) : (
              <EmptyState>
                {filtered ? (
                  t('agentTeam.empty')
                ) : (
                  <>
                    {t('agentTeam.emptyTeam')} <Link to="/agentHome/registerCenter">{t('agentTeam.openAccount')}</Link>
                  </>
                )}
              </EmptyState>
            )
          }
        </QueryState>
      </section>
      <DownlineDialog account={open} currency={currency} onClose={() => setOpen(null)} />
    </>
  );
}

function TeamTable({ rows, currency, onOpen }: { rows: TeamMember[]; currency: string; onOpen: (account: string) => void }) {
  const { t } = useTranslation();
  const never = t('agentTeam.never');
  return (
    <table className="team-table" data-testid="team-table">
      <thead>
        <tr>
          <th scope="col">{t('agentTeam.columns.account')}</th>
          <th scope="col">{t('agentTeam.columns.level')}</th>
          <th scope="col">{t('agentTeam.columns.type')}</th>
          <th scope="col">{t('agentTeam.columns.status')}</th>
          <th scope="col" className="team-table__num">
            {t('agentTeam.columns.balance')}
          </th>
          <th scope="col">{t('agentTeam.columns.lastLogin')}</th>
          <th scope="col">{t('agentTeam.columns.registered')}</th>
          <th scope="col">
            <span className="sr-only">{t('agentTeam.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.account} data-testid="team-row" data-account={row.account}>
            <td data-label={t('agentTeam.columns.account')}>
              <span>
                <strong>{row.account}</strong>
                {row.nickname ? <span className="muted"> ({row.nickname})</span> : null}
                {row.online ? <span className="team-badge team-badge--online">{t('agentTeam.onlineBadge')}</span> : null}
              </span>
            </td>
            <td data-label={t('agentTeam.columns.level')}>{row.level}</td>
            <td data-label={t('agentTeam.columns.type')}>{t(`agentTeam.kinds.${row.isAgent ? 'AGENT' : 'MEMBER'}`)}</td>
            <td data-label={t('agentTeam.columns.status')}>{t(`agentTeam.statuses.${row.status as 'active'}`, row.status)}</td>
            <td data-label={t('agentTeam.columns.balance')} className="team-table__num">
              {formatMoney(row.balance, currency)}
            </td>
            <td data-label={t('agentTeam.columns.lastLogin')}>{formatWhen(row.lastLoginAt, never)}</td>
            <td data-label={t('agentTeam.columns.registered')}>{formatWhen(row.registeredAt, never)}</td>
            <td data-label={t('agentTeam.columns.actions')} className="team-table__actions">
              <Button size="sm" variant="secondary" onClick={() => onOpen(row.account)} data-testid="team-view">
                <span aria-hidden="true">{t('agentTeam.columns.actions')}</span>
                <span className="sr-only">{t('agentTeam.view', { account: row.account })}</span>
              </Button>
              {row.isAgent && row.level === 1 ? <OfferContractLink account={row.account} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
