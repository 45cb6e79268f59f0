import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { ForfeitHold, ForfeitHoldPage } from '@panalo/contract/aml';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { DataGrid } from './DataGrid';
import { dateTime, DecisionDialog, money, QueryState } from './ui';

type Decision = { hold: ForfeitHold; decision: 'RELEASE' | 'FORFEIT' };

/** Funds of restricted persons set aside: staff release them (a mistaken match) or forfeit them, with a reason. */
export function ForfeitHolds({ canDecide }: { canDecide: boolean }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['aml-holds'],
    queryFn: () => api<ForfeitHoldPage>('GET', '/wps/operator/aml/holds?pageSize=50'),
  });
  const decide = useMutation({
    mutationFn: ({ hold, decision, note }: Decision & { note: string }) =>
      api('POST', `/wps/operator/aml/holds/${hold.id}/decision`, { decision, note }),
    onSuccess: () => {
      setDeciding(null);
      setError(null);
      void client.invalidateQueries({ queryKey: ['aml-holds'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const columns: ColumnDef<ForfeitHold>[] = [
    { header: t('withdrawals.member'), cell: ({ row }) => <Link to={`/players/${row.original.memberId}`}>{row.original.account}</Link> },
    { header: t('aml.amount'), meta: { numeric: true }, cell: ({ row }) => money(row.original.amount, 'PHP', lang) },
    { header: t('aml.heldAt'), cell: ({ row }) => dateTime(row.original.heldAt, lang) },
    {
      header: t('aml.case'),
      cell: ({ row }) => (row.original.caseId === null ? '—' : <Link to={`/aml/${row.original.caseId}`}>#{row.original.caseId}</Link>),
    },
    {
      header: t('aml.state'),
      cell: ({ row }) =>
        row.original.state === 'HELD' && canDecide ? (
          <span className="actions">
            <button type="button" onClick={() => setDeciding({ hold: row.original, decision: 'RELEASE' })}>
              {t('aml.release')}
            </button>
            <button type="button" className="danger" onClick={() => setDeciding({ hold: row.original, decision: 'FORFEIT' })}>
              {t('aml.forfeit')}
            </button>
          </span>
        ) : (
          t(`holdState.${row.original.state}`)
        ),
    },
  ];
  return (
    <section className="block" aria-labelledby="holds-title">
      <h2 id="holds-title" className="section-title">
        {t('aml.holds')}
      </h2>
      <p className="muted">{t('aml.holdsIntro')}</p>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('aml.holdsEmpty')}
        onRetry={() => void query.refetch()}
      >
        <DataGrid columns={columns} data={query.data?.list ?? []} rowId={(row) => `hold-${row.id}`} caption={t('aml.holds')} />
      </QueryState>
      {deciding ? (
        <DecisionDialog
          title={t(deciding.decision === 'RELEASE' ? 'aml.releaseTitle' : 'aml.forfeitTitle', {
            amount: money(deciding.hold.amount, 'PHP', lang),
            account: deciding.hold.account,
          })}
          label={t('aml.holdNote')}
          multiline
          required
          maxLength={1000}
          error={error}
          confirmLabel={t(deciding.decision === 'RELEASE' ? 'aml.release' : 'aml.forfeit')}
          danger={deciding.decision === 'FORFEIT'}
          pending={decide.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(note) => decide.mutate({ ...deciding, note })}
        />
      ) : null}
    </section>
  );
}
