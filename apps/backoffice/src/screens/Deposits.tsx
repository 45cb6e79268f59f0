import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { DEPOSIT_STATUSES } from '@panalo/contract/wallet';
import type { OperatorDeposit, OperatorDepositDetail } from '@panalo/contract/staff-players';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { ApprovalList } from './Approvals';
import { DataGrid } from './DataGrid';
import { dateTime, DecisionDialog, money, Pager, QueryState } from './ui';

interface Page {
  list: OperatorDeposit[];
  pageNo: number;
  totalPages: number;
  total: number;
}
const PAGE_SIZE = 20;
/** Deposits a staff member may credit by hand (the money arrived outside the gateway's confirmation). */
const CREDITABLE = ['PENDING', 'FAILED', 'CANCELLED', 'EXPIRED'];

/** The deposits list: filter by status, search by reference or member. */
export function Deposits() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = (DEPOSIT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status') : null;
  const q = params.get('q') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const query = useQuery({
    queryKey: ['deposits', status ?? 'all', q, pageNo],
    queryFn: () =>
      api<Page>(
        'GET',
        `/wps/operator/deposits?pageNo=${pageNo}&pageSize=${PAGE_SIZE}${status ? `&status=${status}` : ''}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      ),
  });
  const go = (next: { status?: string | null; q?: string; page?: number }) => {
    const merged = { status: next.status === undefined ? status : next.status, q: next.q ?? q, page: next.page ? String(next.page) : '' };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };
  const columns: ColumnDef<OperatorDeposit>[] = [
    { header: t('withdrawals.reference'), cell: ({ row }) => <Link to={`/deposits/${row.original.id}`}>{row.original.reference}</Link> },
    { header: t('withdrawals.member'), cell: ({ row }) => <Link to={`/players/${row.original.memberId}`}>{row.original.account}</Link> },
    { header: t('deposits.channel'), accessorKey: 'channel' },
    { header: t('withdrawals.amount'), meta: { numeric: true }, cell: ({ row }) => money(row.original.amount, 'PHP', lang) },
    { header: t('withdrawals.requested'), cell: ({ row }) => dateTime(row.original.createdAt, lang) },
    { header: t('withdrawals.status'), cell: ({ row }) => <DepositBadge status={row.original.status} /> },
  ];
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('deposits.title')}</h1>
        <form className="search" role="search" onSubmit={search}>
          <label className="field inline">
            <span>{t('deposits.search')}</span>
            <input type="search" value={typed} maxLength={64} onChange={(event) => setTyped(event.target.value)} />
          </label>
          <button type="submit">{t('players.find')}</button>
        </form>
        <label className="field inline">
          <span>{t('withdrawals.filter')}</span>
          <select value={status ?? ''} onChange={(event) => go({ status: event.target.value || null })}>
            <option value="">{t('withdrawals.all')}</option>
            {DEPOSIT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`depositStatus.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('deposits.empty')}
        onRetry={() => void query.refetch()}
      >
        <DataGrid columns={columns} data={query.data?.list ?? []} rowId={(row) => row.reference} caption={t('deposits.title')} />
        <Pager pageNo={pageNo} totalPages={query.data?.totalPages ?? 1} onPage={(page) => go({ page })} />
      </QueryState>
    </section>
  );
}

function DepositBadge({ status }: { status: OperatorDeposit['status'] }) {
  const { t } = useI18n();
  const tone = status === 'CREDITED' ? 'paid' : status === 'PENDING' ? 'pending' : 'rejected';
  return <span className={`badge badge-${tone}`}>{t(`depositStatus.${status}`)}</span>;
}

/** One deposit: its facts, the gateway's callback deliveries, what the platform did, and the manual credit request. */
export function DepositDetail({ canCredit, canDecide }: { canCredit: boolean; canDecide: boolean }) {
  const { t, lang } = useI18n();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['deposit', id],
    queryFn: () => api<OperatorDepositDetail>('GET', `/wps/operator/deposits/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
  const credit = useMutation({
    mutationFn: (reason: string) => api('POST', `/wps/operator/deposits/${id}/credit`, { reason }),
    onSuccess: () => {
      setAsking(false);
      setError(null);
      void client.invalidateQueries({ queryKey: ['deposit'] });
      void client.invalidateQueries({ queryKey: ['approvals'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const deposit = query.data;
  const waiting = deposit?.approvals.some((approval) => approval.status === 'PENDING') ?? false;
  return (
    <section aria-labelledby="page-title">
      <p>
        <Link to="/deposits">← {t('deposits.back')}</Link>
      </p>
      <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {deposit ? (
          <>
            <div className="page-head">
              <h1 id="page-title">{deposit.reference}</h1>
              <DepositBadge status={deposit.status} />
            </div>
            <dl className="facts card">
              <dt>{t('withdrawals.member')}</dt>
              <dd>
                <Link to={`/players/${deposit.memberId}`}>{deposit.account}</Link>
              </dd>
              <dt>{t('withdrawals.amount')}</dt>
              <dd>{money(deposit.amount, 'PHP', lang)}</dd>
              <dt>{t('deposits.channel')}</dt>
              <dd>
                {deposit.channel} · {deposit.gateway}
              </dd>
              <dt>{t('deposits.gatewayReference')}</dt>
              <dd>{deposit.gatewayReference ?? '—'}</dd>
              <dt>{t('withdrawals.requested')}</dt>
              <dd>{dateTime(deposit.createdAt, lang)}</dd>
              <dt>{t('deposits.settled')}</dt>
              <dd>{deposit.settledAt ? dateTime(deposit.settledAt, lang) : '—'}</dd>
              {deposit.failureReason ? (
                <>
                  <dt>{t('deposits.failure')}</dt>
                  <dd>{deposit.failureReason}</dd>
                </>
              ) : null}
            </dl>
            {canCredit && CREDITABLE.includes(deposit.status) && !waiting ? (
              <p>
                <button type="button" className="primary" onClick={() => setAsking(true)}>
                  {t('deposits.credit')}
                </button>
              </p>
            ) : null}
            <section className="block" aria-labelledby="callbacks-title">
              <h2 id="callbacks-title" className="section-title">
                {t('deposits.callbacks')}
              </h2>
              {deposit.callbacks.length === 0 ? (
                <p className="muted">{t('deposits.noCallbacks')}</p>
              ) : (
                <ul>
                  {deposit.callbacks.map((callback) => (
                    <li key={callback.nonce}>
                      {dateTime(callback.receivedAt, lang)} · <code>{callback.nonce}</code>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="block" aria-labelledby="history-title">
              <h2 id="history-title" className="section-title">
                {t('deposits.history')}
              </h2>
              <ul>
                {deposit.history.map((entry, index) => (
                  <li key={index}>
                    {dateTime(entry.at, lang)} · <strong>{entry.action}</strong> <span className="muted small">{entry.detail}</span>
                  </li>
                ))}
              </ul>
            </section>
            {deposit.approvals.length > 0 ? (
              <section className="block" aria-labelledby="deposit-requests-title">
                <h2 id="deposit-requests-title" className="section-title">
                  {t('player.requests')}
                </h2>
                <ApprovalList approvals={deposit.approvals} canDecide={canDecide} />
              </section>
            ) : null}
          </>
        ) : null}
      </QueryState>
      {asking ? (
        <DecisionDialog
          title={t('deposits.creditTitle', { reference: deposit?.reference ?? '' })}
          label={t('deposits.creditReason')}
          required
          maxLength={255}
          error={error}
          confirmLabel={t('deposits.credit')}
          danger={false}
          pending={credit.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => credit.mutate(reason)}
        />
      ) : null}
    </section>
  );
}
