import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { APPROVAL_STATUSES, type ApprovalValue } from '@panalo/contract/staff-players';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { dateTime, DecisionDialog, Dialog, ErrorText, money, Pager, QueryState } from './ui';

interface Page {
  list: ApprovalValue[];
  pageNo: number;
  totalPages: number;
  total: number;
}
const PAGE_SIZE = 20;

/** After any four-eyes change: the queue, the player pages and the deposits show it. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    for (const key of ['approvals', 'player', 'deposits', 'deposit']) void client.invalidateQueries({ queryKey: [key] });
  };
}

/** The request form for a manual balance adjustment: direction, amount, reason; a second staff member approves it. */
export function AdjustmentForm({ memberId }: { memberId: number }) {
  const { t } = useI18n();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      api<ApprovalValue>('POST', `/wps/operator/players/${memberId}/adjustments`, body),
    onSuccess: (_value, _body) => {
      setError(null);
      setNotice(t('adjust.requested'));
      refresh();
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const pesos = Number(form.get('amount'));
    const cents = Math.round(pesos * 100);
    if (!Number.isFinite(pesos) || cents <= 0) return setError(t('adjust.amountInvalid'));
    setNotice(null);
    ask.mutate({ amount: form.get('direction') === 'DEBIT' ? -cents : cents, reason: String(form.get('reason') ?? '').trim() });
    event.currentTarget.reset();
  };
  return (
    <section className="block card" aria-labelledby="adjust-title">
      <h2 id="adjust-title" className="section-title">
        {t('adjust.title')}
      </h2>
      <p className="muted small">{t('adjust.intro')}</p>
      <form className="form-row" onSubmit={submit}>
        <label className="field">
          <span>{t('adjust.direction')}</span>
          <select name="direction" defaultValue="CREDIT">
            <option value="CREDIT">{t('adjust.credit')}</option>
            <option value="DEBIT">{t('adjust.debit')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('adjust.amount')}</span>
          <input name="amount" type="number" inputMode="decimal" min="0.01" step="0.01" required />
        </label>
        <label className="field grow">
          <span>{t('adjust.reason')}</span>
          <input name="reason" minLength={3} maxLength={255} required />
        </label>
        <button type="submit" className="primary" disabled={ask.isPending}>
          {t('adjust.submit')}
        </button>
      </form>
      <ErrorText error={error} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Four-eyes requests with approve / reject for a staff member who may decide. Approving moves
 * money, so it is confirmed in a dialog first. Who may decide is the server's to say (never the
 * requester, nor staff joined to the requester by creation or promotion, nor a new account): a
 * refusal shows its reason here.
 */
export function ApprovalList({ approvals, canDecide }: { approvals: ApprovalValue[]; canDecide: boolean }) {
  const { t, lang } = useI18n();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState<ApprovalValue | null>(null);
  const [approving, setApproving] = useState<ApprovalValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'approve' | 'reject'; note?: string }) =>
      api<ApprovalValue>('POST', `/wps/operator/approvals/${id}/${decision}`, note ? { note } : {}),
    onSuccess: () => {
      setRejecting(null);
      setApproving(null);
      setError(null);
      refresh();
    },
    onError: (caught) => {
      setApproving(null);
      setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error'));
    },
  });
  return (
    <>
      {!rejecting ? <ErrorText error={error} /> : null}
      <ul className="cards">
        {approvals.map((approval) => (
          <li key={approval.id} className="card" data-testid={`approval-${approval.id}`}>
            <div className="application-head">
              <strong>
                {t(`approvalKind.${approval.kind}`)} · <Link to={`/players/${approval.memberId}`}>{approval.account}</Link>
              </strong>
              <span className={`badge badge-${approval.status.toLowerCase()}`}>{t(`approvalStatus.${approval.status}`)}</span>
            </div>
            <p className="figure">{money(approval.amount, 'PHP', lang)}</p>
            {approval.promotionTitle ? <p>{t('approvals.promotion', { title: approval.promotionTitle })}</p> : null}
            <p>{approval.reason}</p>
            <p className="muted small">
              {t('approvals.requestedBy', { who: approval.requestedBy, when: dateTime(approval.requestedAt, lang) })}
              {approval.depositReference ? ` · ${approval.depositReference}` : ''}
              {approval.decidedBy && approval.decidedAt
                ? ` · ${t('approvals.decidedBy', { who: approval.decidedBy, when: dateTime(approval.decidedAt, lang) })}`
                : ''}
              {approval.note ? ` · ${approval.note}` : ''}
            </p>
            {canDecide && approval.status === 'PENDING' ? (
              <div className="actions">
                <button
                  type="button"
                  className="primary"
                  disabled={decide.isPending}
                  onClick={() => {
                    setError(null);
                    setApproving(approval);
                  }}
                >
                  {t('approvals.approve')}
                </button>
                <button type="button" className="danger" onClick={() => setRejecting(approval)}>
                  {t('approvals.reject')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {approving ? (
        <Dialog
          title={t('approvals.approveTitle', {
            kind: t(`approvalKind.${approving.kind}`),
            amount: money(approving.amount, 'PHP', lang),
            account: approving.account,
          })}
          onClose={() => setApproving(null)}
        >
          <div className="dialog-actions">
            <button type="button" onClick={() => setApproving(null)} autoFocus>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: approving.id, decision: 'approve' })}
            >
              {t('approvals.approve')}
            </button>
          </div>
        </Dialog>
      ) : null}
      {rejecting ? (
        <DecisionDialog
          title={t('approvals.rejectTitle', { account: rejecting.account })}
          label={t('approvals.note')}
          maxLength={255}
          error={error}
          confirmLabel={t('approvals.reject')}
          danger
          pending={decide.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(note) => decide.mutate({ id: rejecting.id, decision: 'reject', note: note || undefined })}
        />
      ) : null}
    </>
  );
}

/** The four-eyes queue: requests waiting for a second staff member, and the decided ones. */
export function Approvals() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'all' ? undefined : (APPROVAL_STATUSES as readonly string[]).includes(raw ?? '') ? raw : 'PENDING';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['approvals', status ?? 'all', pageNo],
    queryFn: () => api<Page>('GET', `/wps/operator/approvals?pageNo=${pageNo}&pageSize=${PAGE_SIZE}${status ? `&status=${status}` : ''}`),
  });
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('approvals.title')}</h1>
        <label className="field inline">
          <span>{t('withdrawals.filter')}</span>
          <select value={status ?? 'all'} onChange={(event) => setParams({ status: event.target.value })}>
            <option value="all">{t('withdrawals.all')}</option>
            {APPROVAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`approvalStatus.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted">{t('approvals.intro')}</p>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('approvals.empty')}
        onRetry={() => void query.refetch()}
      >
        <ApprovalList approvals={query.data?.list ?? []} canDecide />
        <Pager
          pageNo={pageNo}
          totalPages={query.data?.totalPages ?? 1}
          onPage={(page) => setParams({ status: status ?? 'all', page: String(page) })}
        />
      </QueryState>
    </section>
  );
}
