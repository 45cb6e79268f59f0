import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { WITHDRAW_STATUSES, type OperatorWithdrawal } from '@panalo/contract/wallet';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { WithdrawalRisk } from '@panalo/contract/staff-players';
import { dateTime, DecisionDialog, ErrorText, money, Pager, QueryState } from './ui';
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
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('withdrawals.title')}</h1>
        <label className="field inline">
          <span>{t('withdrawals.filter')}</span>
          <select value={status ?? (disputed ? 'DISPUTED' : '')} onChange={(event) => filter(event.target.value)}>
            <option value="">{t('withdrawals.all')}</option>
            <option value="DISPUTED">{t('risk.disputed')}</option>
            {WITHDRAW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {!asking ? <ErrorText error={error} /> : null}
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('withdrawals.empty')}
        onRetry={() => void query.refetch()}
      >
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('withdrawals.reference')}</th>
                <th scope="col">{t('withdrawals.member')}</th>
                <th scope="col" className="num">
                  {t('withdrawals.amount')}
                </th>
                <th scope="col">{t('withdrawals.payoutAccount')}</th>
                <th scope="col">{t('withdrawals.requested')}</th>
                <th scope="col">{t('withdrawals.status')}</th>
                <th scope="col">{t('withdrawals.receipt')}</th>
                <th scope="col">{t('risk.title')}</th>
                {canDecide ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('withdrawals.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((row) => (
                <tr key={row.id} data-testid={`withdrawal-${row.reference}`}>
                  <td data-label={t('withdrawals.reference')}>
                    <code>{row.reference}</code>
                  </td>
                  <td data-label={t('withdrawals.member')}>{row.account}</td>
                  <td data-label={t('withdrawals.amount')} className="num">
                    {money(row.amount, 'PHP', lang)}
                  </td>
                  <td data-label={t('withdrawals.payoutAccount')}>{row.payoutAccount}</td>
                  <td data-label={t('withdrawals.requested')}>{dateTime(row.createdAt, lang)}</td>
                  <td data-label={t('withdrawals.status')}>
                    <span className={`badge badge-${row.status.toLowerCase()}`}>{t(`status.${row.status}`)}</span>
                    {row.reason ? <span className="muted small"> {row.reason}</span> : null}
                  </td>
                  <td data-label={t('withdrawals.receipt')}>
                    <ReceiptAnswer row={row} />
                    <PayoutProofLink row={row} />
                  </td>
                  <td data-label={t('risk.title')}>
                    <RiskHints risk={riskOf(row.id)} />
                  </td>
                  {canDecide ? (
                    <td className="actions">
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
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pageNo={pageNo}
          totalPages={query.data?.totalPages ?? 1}
          onPage={(page) => setParams({ ...(status ? { status } : {}), ...(disputed ? { receipt: 'DISPUTED' } : {}), page: String(page) })}
        />
      </QueryState>
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
          title={t(asking.decision === 'reject' ? 'withdrawals.rejectTitle' : 'withdrawals.paidTitle', { reference: asking.row.reference })}
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
    </section>
  );
}
