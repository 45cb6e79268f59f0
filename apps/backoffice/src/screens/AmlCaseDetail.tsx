import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { AML_REPORT_KINDS, type AmlCaseDetail as CaseDetail, type AmlEvidence, type AmlReportKind } from '@panalo/contract/aml';
import { api, ApiError, apiObjectUrl } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { AmlStateBadge } from './AmlCases';
import { DataGrid } from './DataGrid';
import { dateTime, DecisionDialog, Dialog, ErrorText, money, QueryState } from './ui';

const EVIDENCE_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  'STAKES',
  'PAYOUT_ACCOUNT',
  'LOGIN_IP',
  'TRANSFER_RECEIVED',
  'TRANSFER_SENT',
  'LIST_MATCH',
] as const;
type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
const CASE_ACTIONS = ['aml.case_closed', 'aml.case_reported', 'aml.case_exported'] as const;
type CaseAction = (typeof CASE_ACTIONS)[number];

/** One case: what was detected, its evidence rows, the decision, staff actions; close, report and the CSV export. */
export function AmlCaseDetail({ canDecide }: { canDecide: boolean }) {
  const { t, lang } = useI18n();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'close' | 'report' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['aml-case', id],
    queryFn: () => api<CaseDetail>('GET', `/wps/operator/aml/cases/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
  const decide = useMutation({
    mutationFn: (body: { action: 'close' | 'report'; note: string; report?: AmlReportKind }) =>
      api<CaseDetail>('POST', `/wps/operator/aml/cases/${id}/${body.action}`, { note: body.note, report: body.report }),
    onSuccess: (value) => {
      setDialog(null);
      setError(null);
      client.setQueryData(['aml-case', id], value);
      void client.invalidateQueries({ queryKey: ['aml-cases'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const exportCsv = async () => {
    const url = await apiObjectUrl(`/wps/operator/aml/cases/${id}/report.csv`);
    const link = document.createElement('a');
    link.href = url;
    link.download = `aml-case-${id}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const item = query.data;
  const evidenceLabel = (kind: string) => (EVIDENCE_KINDS.includes(kind as EvidenceKind) ? t(`amlEvidence.${kind as EvidenceKind}`) : kind);
  const actionLabel = (action: string) => (CASE_ACTIONS.includes(action as CaseAction) ? t(`amlAction.${action as CaseAction}`) : action);
  const columns: ColumnDef<AmlEvidence>[] = [
    { header: t('aml.evidenceKind'), cell: ({ row }) => evidenceLabel(row.original.kind) },
    {
      header: t('withdrawals.member'),
      cell: ({ row }) =>
        row.original.memberId !== null ? <Link to={`/players/${row.original.memberId}`}>{row.original.account}</Link> : '—',
    },
    { header: t('aml.reference'), cell: ({ row }) => row.original.reference ?? '—' },
    {
      header: t('aml.amount'),
      meta: { numeric: true },
      cell: ({ row }) => (row.original.amount === null ? '—' : money(row.original.amount, 'PHP', lang)),
    },
    { header: t('aml.at'), cell: ({ row }) => (row.original.at === null ? '—' : dateTime(row.original.at, lang)) },
    { header: t('aml.detail'), cell: ({ row }) => row.original.detail ?? '' },
  ];
  return (
    <section aria-labelledby="page-title">
      <p>
        <Link to="/aml">← {t('aml.back')}</Link>
      </p>
      <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {item ? (
          <>
            <div className="page-head">
              <h1 id="page-title">
                {t('aml.caseTitle', { id: item.id })} · {t(`amlKind.${item.kind}`)}
              </h1>
              <AmlStateBadge state={item.state} />
            </div>
            <dl className="facts card">
              <dt>{t('aml.summary')}</dt>
              <dd>{item.summary}</dd>
              <dt>{t('withdrawals.member')}</dt>
              <dd>{item.memberId !== null ? <Link to={`/players/${item.memberId}`}>{item.account}</Link> : t('aml.noMember')}</dd>
              <dt>{t('aml.amount')}</dt>
              <dd>{item.amount === null ? '—' : money(item.amount, 'PHP', lang)}</dd>
              <dt>{t('aml.detected')}</dt>
              <dd>
                {dateTime(item.detectedAt, lang)} ·{' '}
                <span className="muted">{t('aml.retain', { date: dateTime(item.retainUntil, lang) })}</span>
              </dd>
              {item.decidedAt !== null ? (
                <>
                  <dt>{t('aml.decision')}</dt>
                  <dd>
                    {t('aml.decidedBy', {
                      state: t(`amlState.${item.state}`),
                      staff: item.decidedBy ?? '—',
                      at: dateTime(item.decidedAt, lang),
                    })}
                    <br />
                    <span data-testid="case-note">{item.note}</span>
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="actions">
              {canDecide && item.state === 'OPEN' ? (
                <>
                  <button type="button" onClick={() => setDialog('close')}>
                    {t('aml.close')}
                  </button>
                  <button type="button" className="primary" onClick={() => setDialog('report')}>
                    {t('aml.report')}
                  </button>
                </>
              ) : null}
              <button type="button" className="ghost" onClick={() => void exportCsv()}>
                {t('aml.csv')}
              </button>
            </p>
            <section className="block" aria-labelledby="evidence-title">
              <h2 id="evidence-title" className="section-title">
                {t('aml.evidence')}
              </h2>
              {item.evidence.length === 0 ? (
                <p className="muted">{t('aml.noEvidence')}</p>
              ) : (
                <DataGrid
                  columns={columns}
                  data={item.evidence}
                  rowId={(row) => `${row.kind}-${row.reference}-${row.memberId}-${row.at}`}
                  caption={t('aml.evidence')}
                />
              )}
            </section>
            {item.history.length > 0 ? (
              <section className="block" aria-labelledby="case-history-title">
                <h2 id="case-history-title" className="section-title">
                  {t('aml.history')}
                </h2>
                <ul>
                  {item.history.map((entry, index) => (
                    <li key={index}>
                      {dateTime(entry.at, lang)} · <strong>{actionLabel(entry.action)}</strong>{' '}
                      <span className="muted small">{entry.staff}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </QueryState>
      {dialog === 'close' ? (
        <DecisionDialog
          title={t('aml.closeTitle', { id })}
          label={t('aml.closeNote')}
          multiline
          required
          maxLength={1000}
          error={error}
          confirmLabel={t('aml.close')}
          danger={false}
          pending={decide.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(note) => decide.mutate({ action: 'close', note })}
        />
      ) : null}
      {dialog === 'report' ? (
        <ReportDialog
          id={id}
          error={error}
          pending={decide.isPending}
          defaultKind={item?.kind === 'COVERED' ? 'CTR' : 'STR'}
          onCancel={() => setDialog(null)}
          onConfirm={(report, note) => decide.mutate({ action: 'report', report, note })}
        />
      ) : null}
    </section>
  );
}

function ReportDialog({
  id,
  error,
  pending,
  defaultKind,
  onCancel,
  onConfirm,
}: {
  id: number;
  error: string | null;
  pending: boolean;
  defaultKind: AmlReportKind;
  onCancel: () => void;
  onConfirm: (report: AmlReportKind, note: string) => void;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onConfirm(form.get('report') === 'CTR' ? 'CTR' : 'STR', String(form.get('note') ?? '').trim());
  };
  return (
    <Dialog title={t('aml.reportTitle', { id })} onClose={onCancel}>
      <form onSubmit={submit}>
        <label className="field">
          <span>{t('aml.reportKind')}</span>
          <select name="report" defaultValue={defaultKind}>
            {AML_REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`amlReport.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('aml.reportNote')}</span>
          <textarea name="note" maxLength={1000} rows={3} required autoFocus />
        </label>
        <ErrorText error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" disabled={pending}>
            {t('aml.report')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
