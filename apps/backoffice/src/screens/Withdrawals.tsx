import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { WITHDRAW_STATUSES, type OperatorWithdrawal } from '@panalo/contract/wallet';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { WithdrawalRisk } from '@panalo/contract/staff-players';
import type { ColumnDef } from '@tanstack/react-table';
import { dateTime, DecisionDialog, money } from './ui';
import { DataGrid } from './DataGrid';
import { QueueFrame } from './QueueFrame';
import { PaidDialog, PayoutProofLink, ReceiptAnswer, RiskHints } from './WithdrawalHints';

type Status = (typeof WITHDRAW_STATUSES)[number];
type Decision = 'approve' | 'reject' | 'paid';
interface Page {
  list: OperatorWithdrawal[];
  pageNo: number;
  totalPages: number;
  total: number;
}
const PAGE_SIZE = 20;

/** The withdrawals queue: filter by status, approve, reject with a reason, mark paid with the payout reference. */
export function Withdrawals({ canDecide }: { canDecide: boolean }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = (WITHDRAW_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : undefined;
  // Disputed receipts: paid withdrawals the member says arrived in part or not at all.
  const disputed = params.get('receipt') === 'DISPUTED';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['withdrawals', status ?? (disputed ? 'disputed' : 'all'), pageNo],
    queryFn: () =>
      api<Page>(
        'GET',
        `/wps/operator/withdrawals?pageNo=${pageNo}&pageSize=${PAGE_SIZE}${status ? `&status=${status}` : ''}${disputed ? '&receipt=DISPUTED' : ''}`,
      ),
  });
  const ids = query.data?.list.map((row) => row.id).join(',') ?? '';
  const risks = useQuery({
    queryKey: ['withdrawal-risk', ids],
    queryFn: () => api<WithdrawalRisk[]>('GET', `/wps/operator/withdrawals/risk?ids=${ids}`),
    enabled: ids !== '',
  });
  const riskOf = (id: number) => risks.data?.find((risk) => risk.id === id);
  const [asking, setAsking] = useState<{ row: OperatorWithdrawal; decision: 'reject' | 'paid' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ row, decision, reason, proof }: { row: OperatorWithdrawal; decision: Decision; reason?: string; proof?: string }) =>
      api<OperatorWithdrawal>('POST', `/wps/operator/withdrawals/${row.id}/${decision}`, {
        ...(reason ? { reason } : {}),
        ...(proof ? { proof } : {}),
      }),
    onSuccess: (_value, { row, decision }) => {
      setAsking(null);
      setError(null);
      setNotice(t(`withdrawals.done.${decision}`, { reference: row.reference }));
      void client.invalidateQueries({ queryKey: ['withdrawals'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });

  const filter = (next: string) => {
    setNotice(null);
    setParams(next === 'DISPUTED' ? { receipt: next } : next ? { status: next } : {});
  };
  const columns: ColumnDef<OperatorWithdrawal>[] = [
    { header: t('withdrawals.reference'), cell: ({ row }) => <code>{row.original.reference}</code> },
    { header: t('withdrawals.member'), accessorKey: 'account' },
    { header: t('withdrawals.amount'), meta: { numeric: true }, cell: ({ row }) => money(row.original.amount, 'PHP', lang) },
    { header: t('withdrawals.payoutAccount'), accessorKey: 'payoutAccount' },
    { header: t('withdrawals.requested'), cell: ({ row }) => dateTime(row.original.createdAt, lang) },
    {
      header: t('withdrawals.status'),
      cell: ({ row }) => (
        <>
          <span className={`badge badge-${row.original.status.toLowerCase()}`}>{t(`status.${row.original.status}`)}</span>
          {row.original.reason ? <span className="muted small"> {row.original.reason}</span> : null}
        </>
      ),
    },
    {
      header: t('withdrawals.receipt'),
      cell: ({ row }) => (
        <>
          <ReceiptAnswer row={row.original} />
          <PayoutProofLink row={row.original} />
        </>
      ),
    },
    { header: t('risk.title'), cell: ({ row }) => <RiskHints risk={riskOf(row.original.id)} /> },
  ];
  if (canDecide)
    columns.push({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('withdrawals.actions')}</span>,
      meta: { className: 'actions' },
      cell: ({ row: { original: row } }) => (
        <>
          {row.status === 'PENDING' ? (
            <button
              type="button"
              className="primary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ row, decision: 'approve' })}
            >
              {t('withdrawals.approve')}
            </button>
          ) : null}
          {row.status === 'APPROVED' ? (
            <button type="button" className="primary" onClick={() => setAsking({ row, decision: 'paid' })}>
              {t('withdrawals.paid')}
            </button>
          ) : null}
          {row.status === 'PENDING' || row.status === 'APPROVED' ? (
            <button type="button" className="danger" onClick={() => setAsking({ row, decision: 'reject' })}>
              {t('withdrawals.reject')}
            </button>
          ) : null}
        </>
      ),
    });
  return (
    <QueueFrame
      title="withdrawals.title"
      filter={{
        label: 'withdrawals.filter',
        value: status ?? (disputed ? 'DISPUTED' : ''),
        options: [
          { value: '', label: t('withdrawals.all') },
          { value: 'DISPUTED', label: t('risk.disputed') },
          ...WITHDRAW_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ],
        onChange: filter,
      }}
      notice={notice}
      error={asking ? null : error}
      query={query}
      emptyText={t('withdrawals.empty')}
      onPage={(page) => setParams({ ...(status ? { status } : {}), ...(disputed ? { receipt: 'DISPUTED' } : {}), page: String(page) })}
      after={
        <>
          {asking?.decision === 'paid' ? (
            <PaidDialog
              reference={asking.row.reference}
              error={error}
              pending={decide.isPending}
              onCancel={() => setAsking(null)}
              onConfirm={({ reason, proof }) => decide.mutate({ ...asking, reason: reason || undefined, proof })}
            />
          ) : null}
          {asking?.decision === 'reject' ? (
            <DecisionDialog
              title={t(asking.decision === 'reject' ? 'withdrawals.rejectTitle' : 'withdrawals.paidTitle', {
                reference: asking.row.reference,
              })}
              label={t(asking.decision === 'reject' ? 'withdrawals.rejectReason' : 'withdrawals.payoutReference')}
              required
              maxLength={255}
              error={error}
              confirmLabel={t(asking.decision === 'reject' ? 'withdrawals.reject' : 'withdrawals.paid')}
              danger={asking.decision === 'reject'}
              pending={decide.isPending}
              onCancel={() => setAsking(null)}
              onConfirm={(reason) => decide.mutate({ ...asking, reason: reason || undefined })}
            />
          ) : null}
        </>
      }
    >
      <DataGrid
        columns={columns}
        data={query.data?.list ?? []}
        rowId={(row) => String(row.id)}
        rowTestId={(row) => `withdrawal-${row.reference}`}
        caption={t('withdrawals.title')}
      />
    </QueueFrame>
  );
}
