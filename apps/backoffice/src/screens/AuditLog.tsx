import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { AuditChainCheck, AuditEntryDetail, AuditEntryValue, AuditPage } from '@panalo/contract/audit';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { dateTime, Dialog, ErrorText, Pager, QueryState } from './ui';

const FILTERS = ['staff', 'player', 'action', 'from', 'to'] as const;
const column = createColumnHelper<AuditEntryValue>();
/** Each column's heading, also the label of a cell when the table turns into cards on a phone. */
const LABELS = { createdAt: 'audit.when', actor: 'audit.who', action: 'audit.what', subject: 'audit.subject', ip: 'audit.ip' } as const;
const labelOf = (id: string) => (id in LABELS ? LABELS[id as keyof typeof LABELS] : null);

/** A date field's day as epoch milliseconds: the start of the day for `from`, its end for `to`. */
const dayBound = (value: string, end: boolean): string => {
  const time = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`).getTime();
  return Number.isFinite(time) ? String(time) : '';
};

/**
 * The brand's audit log: search by staff, member, action and dates (kept in the address, so a
 * search can be shared), newest first from the server a page at a time, an entry's detail, and
 * the hash-chain check that names the first broken link.
 */
export function AuditLog({ canVerify }: { canVerify: boolean }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const search = new URLSearchParams({ pageNo: String(pageNo), pageSize: '25' });
  for (const name of FILTERS) {
    const value = params.get(name);
    if (!value) continue;
    search.set(name, name === 'from' || name === 'to' ? dayBound(value, name === 'to') : value);
  }
  const query = useQuery({
    queryKey: ['audit', search.toString()],
    queryFn: () => api<AuditPage>('GET', `/wps/operator/audit?${search.toString()}`),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const verify = useMutation({ mutationFn: () => api<AuditChainCheck>('POST', '/wps/operator/audit/verify') });

  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: () => t('audit.when'), cell: (info) => dateTime(info.getValue(), lang) }),
      column.accessor('actor', { header: () => t('audit.who'), cell: (info) => info.getValue() ?? t('audit.system') }),
      column.accessor('action', { header: () => t('audit.what'), cell: (info) => <code>{info.getValue()}</code> }),
      column.display({
        id: 'subject',
        header: () => t('audit.subject'),
        cell: ({ row }) => row.original.subjectName ?? `${row.original.subjectType} ${row.original.subjectId ?? ''}`.trim(),
      }),
      column.accessor('ip', { header: () => t('audit.ip'), cell: (info) => info.getValue() ?? '—' }),
      column.display({
        id: 'open',
        header: () => <span className="visually-hidden">{t('audit.detail')}</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className="link"
            aria-label={t('audit.open', { id: row.original.id })}
            onClick={() => setOpenId(row.original.id)}
          >
            #{row.original.id}
          </button>
        ),
      }),
    ],
    [t, lang],
  );
  const table = useReactTable({
    data: query.data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: query.data?.totalPages ?? 1,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    setParams(next);
  };

  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('audit.title')}</h1>
        {canVerify ? (
          <button type="button" className="primary" onClick={() => verify.mutate()} disabled={verify.isPending} data-testid="audit-verify">
            {verify.isPending ? t('audit.verifying') : t('audit.verify')}
          </button>
        ) : null}
      </div>
      {verify.data ? <ChainResult check={verify.data} /> : null}
      <ErrorText error={verify.error ? (verify.error instanceof ApiError && verify.error.message) || t('common.error') : null} />
      <form className="filters" onSubmit={submit} role="search" key={params.toString()}>
        <label className="field">
          <span>{t('audit.staff')}</span>
          <input name="staff" defaultValue={params.get('staff') ?? ''} maxLength={64} autoComplete="off" />
        </label>
        <label className="field">
          <span>{t('audit.player')}</span>
          <input name="player" defaultValue={params.get('player') ?? ''} maxLength={64} autoComplete="off" />
        </label>
        <label className="field">
          <span>{t('audit.action')}</span>
          <input name="action" defaultValue={params.get('action') ?? ''} maxLength={64} autoComplete="off" />
        </label>
        <label className="field">
          <span>{t('audit.from')}</span>
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label className="field">
          <span>{t('audit.to')}</span>
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        <div className="filter-actions">
          <button type="submit" className="primary">
            {t('audit.search')}
          </button>
          <button type="button" className="ghost" onClick={() => setParams({})}>
            {t('audit.clear')}
          </button>
        </div>
      </form>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('audit.empty')}
        onRetry={() => void query.refetch()}
      >
        <div className="table-wrap">
          <table className="table stack" data-testid="audit-table">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-label={labelOf(cell.column.id) ? t(labelOf(cell.column.id)!) : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pageNo={pageNo}
          totalPages={Math.max(1, query.data?.totalPages ?? 1)}
          onPage={(page) => setParams({ ...Object.fromEntries(params), page: String(page) })}
        />
      </QueryState>
      {openId !== null ? <EntryDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

function ChainResult({ check }: { check: AuditChainCheck }) {
  const { t } = useI18n();
  if (check.intact)
    return (
      <p className="notice" role="status" data-testid="audit-chain-result">
        {t('audit.intact', { count: check.checked })}
      </p>
    );
  const broken = check.broken!;
  return (
    <p className="error" role="alert" data-testid="audit-chain-result">
      {t(`audit.broken.${broken.reason}`, { id: broken.id ?? '—', count: check.checked })}
    </p>
  );
}

function EntryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, lang } = useI18n();
  const entry = useQuery({ queryKey: ['audit-entry', id], queryFn: () => api<AuditEntryDetail>('GET', `/wps/operator/audit/${id}`) });
  return (
    <Dialog title={t('audit.detailTitle', { id })} onClose={onClose}>
      <QueryState loading={entry.isPending} error={entry.error} onRetry={() => void entry.refetch()}>
        {entry.data ? (
          <dl className="facts">
            <dt>{t('audit.when')}</dt>
            <dd>{dateTime(entry.data.createdAt, lang)}</dd>
            <dt>{t('audit.who')}</dt>
            <dd>{entry.data.actor ?? t('audit.system')}</dd>
            <dt>{t('audit.what')}</dt>
            <dd>
              <code>{entry.data.action}</code>
            </dd>
            <dt>{t('audit.subject')}</dt>
            <dd>{entry.data.subjectName ?? `${entry.data.subjectType} ${entry.data.subjectId ?? ''}`}</dd>
            <dt>{t('audit.ip')}</dt>
            <dd>{entry.data.ip ?? '—'}</dd>
            <dt>{t('audit.detail')}</dt>
            <dd>
              <pre className="json">{JSON.stringify(entry.data.detail, null, 2)}</pre>
            </dd>
            <dt>{t('audit.prevHash')}</dt>
            <dd>
              <code className="hash">{entry.data.prevHash}</code>
            </dd>
            <dt>{t('audit.hash')}</dt>
            <dd>
              <code className="hash">{entry.data.hash}</code>
            </dd>
          </dl>
        ) : null}
      </QueryState>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onClose} autoFocus>
          {t('audit.close')}
        </button>
      </div>
    </Dialog>
  );
}
