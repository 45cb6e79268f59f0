import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { AML_CASE_KINDS, AML_CASE_STATES, type AmlCase, type AmlCasePage } from '@panalo/contract/aml';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { DataGrid } from './DataGrid';
import { ForfeitHolds } from './ForfeitHolds';
import { dateTime, money, Pager, QueryState } from './ui';

const PAGE_SIZE = 20;
const FILTERS = ['kind', 'state', 'member', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** The AML case queue: filters by kind, state, member and detection day; a case opens its evidence. Below, the forfeiture holds. */
export function AmlCases({ canDecide }: { canDecide: boolean }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const current = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>;
  const [draft, setDraft] = useState(current);
  const search = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(PAGE_SIZE) });
  for (const name of FILTERS) if (current[name]) search.set(name, current[name]);
  const query = useQuery({
    queryKey: ['aml-cases', search.toString()],
    queryFn: () => api<AmlCasePage>('GET', `/wps/operator/aml/cases?${search.toString()}`),
  });
  const go = (filters: Record<Filter, string>, page = 1) => {
    const next = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim()));
    setParams(page > 1 ? { ...next, page: String(page) } : next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const set = (name: Filter) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const columns: ColumnDef<AmlCase>[] = [
    { header: t('aml.case'), cell: ({ row }) => <Link to={`/aml/${row.original.id}`}>#{row.original.id}</Link> },
    { header: t('aml.kind'), cell: ({ row }) => t(`amlKind.${row.original.kind}`) },
    {
      header: t('withdrawals.member'),
      cell: ({ row }) =>
        row.original.memberId !== null ? (
          <Link to={`/players/${row.original.memberId}`}>{row.original.account}</Link>
        ) : (
          <span className="muted">{t('aml.noMember')}</span>
        ),
    },
    {
      header: t('aml.amount'),
      meta: { numeric: true },
      cell: ({ row }) => (row.original.amount === null ? '—' : money(row.original.amount, 'PHP', lang)),
    },
    { header: t('aml.detected'), cell: ({ row }) => dateTime(row.original.detectedAt, lang) },
    { header: t('aml.state'), cell: ({ row }) => <AmlStateBadge state={row.original.state} /> },
  ];
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('aml.title')}</h1>
        {query.data ? <span className="badge badge-pending">{t('aml.openCount', { count: query.data.openCount })}</span> : null}
      </div>
      <p className="muted">{t('aml.intro')}</p>
      <form className="filters" role="search" onSubmit={apply}>
        <label className="field">
          <span>{t('aml.kind')}</span>
          <select value={draft.kind} onChange={set('kind')}>
            <option value="">{t('aml.all')}</option>
            {AML_CASE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`amlKind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('aml.state')}</span>
          <select value={draft.state} onChange={set('state')}>
            <option value="">{t('aml.all')}</option>
            {AML_CASE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`amlState.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('aml.member')}</span>
          <input type="search" value={draft.member} maxLength={64} onChange={set('member')} />
        </label>
        <label className="field">
          <span>{t('aml.from')}</span>
          <input type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label className="field">
          <span>{t('aml.to')}</span>
          <input type="date" value={draft.to} onChange={set('to')} />
        </label>
        <div className="filter-actions">
          <button type="submit" className="primary">
            {t('aml.apply')}
          </button>
        </div>
      </form>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('aml.empty')}
        onRetry={() => void query.refetch()}
      >
        <DataGrid columns={columns} data={query.data?.list ?? []} rowId={(row) => String(row.id)} caption={t('aml.title')} />
        <Pager pageNo={pageNo} totalPages={query.data?.totalPages ?? 1} onPage={(page) => go(current, page)} />
      </QueryState>
      <ForfeitHolds canDecide={canDecide} />
    </section>
  );
}

export function AmlStateBadge({ state }: { state: AmlCase['state'] }) {
  const { t } = useI18n();
  const tone = state === 'OPEN' ? 'pending' : state === 'REPORTED' ? 'rejected' : 'paid';
  return <span className={`badge badge-${tone}`}>{t(`amlState.${state}`)}</span>;
}
