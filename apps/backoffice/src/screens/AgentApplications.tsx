import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AGENT_APPLICATION_STATUSES, type AgentApplication } from '@panalo/contract/agent-application';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { dateTime, DecisionDialog, Pager, QueryState } from './ui';

type Status = (typeof AGENT_APPLICATION_STATUSES)[number];
interface Page {
  list: AgentApplication[];
  pageNo: number;
  totalPages: number;
}

/** Applications to become an agent: pending first, approve or reject with a note. */
export function AgentApplications({ canDecide }: { canDecide: boolean }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const status: Status = (AGENT_APPLICATION_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'PENDING';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['agent-applications', status, pageNo],
    queryFn: () => api<Page>('GET', `/wps/operator/agent-applications?status=${status}&pageNo=${pageNo}&pageSize=20`),
  });
  const [asking, setAsking] = useState<{ row: AgentApplication; decision: 'approve' | 'reject' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ row, decision, note }: { row: AgentApplication; decision: 'approve' | 'reject'; note?: string }) =>
      api<AgentApplication>('POST', `/wps/operator/agent-applications/${row.id}/${decision}`, note ? { note } : {}),
    onSuccess: (_value, { row }) => {
      setAsking(null);
      setError(null);
      setNotice(t('agents.done', { name: row.name }));
      void client.invalidateQueries({ queryKey: ['agent-applications'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('agents.title')}</h1>
        <label className="field inline">
          <span>{t('withdrawals.filter')}</span>
          <select value={status} onChange={(event) => setParams({ status: event.target.value })}>
            {AGENT_APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`agentStatus.${value}`)}
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
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('agents.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="cards">
          {query.data?.list.map((row) => (
            <li key={row.id} className="card application">
              <div className="application-head">
                <strong>{row.name}</strong>
                <span className={`badge badge-${row.status.toLowerCase()}`}>{t(`agentStatus.${row.status}`)}</span>
              </div>
              <dl className="facts">
                <dt>{t('agents.contact')}</dt>
                <dd>{row.contact}</dd>
                <dt>{t('agents.channel')}</dt>
                <dd>{t(`channel.${row.channel}`)}</dd>
                <dt>{t('agents.experience')}</dt>
                <dd>{t(`experience.${row.experience}`)}</dd>
                <dt>{t('agents.account')}</dt>
                <dd>{row.account ?? t('agents.visitor')}</dd>
                <dt>{t('withdrawals.requested')}</dt>
                <dd>{dateTime(row.createdAt, lang)}</dd>
                {row.message ? (
                  <>
                    <dt>{t('agents.message')}</dt>
                    <dd>{row.message}</dd>
                  </>
                ) : null}
                {row.note ? (
                  <>
                    <dt>{t('withdrawals.note')}</dt>
                    <dd>{row.note}</dd>
                  </>
                ) : null}
              </dl>
              {canDecide && row.status === 'PENDING' ? (
                <div className="actions">
                  <button type="button" className="primary" onClick={() => setAsking({ row, decision: 'approve' })}>
                    {t('agents.approve')}
                  </button>
                  <button type="button" className="danger" onClick={() => setAsking({ row, decision: 'reject' })}>
                    {t('agents.reject')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager pageNo={pageNo} totalPages={query.data?.totalPages ?? 1} onPage={(page) => setParams({ status, page: String(page) })} />
      </QueryState>
      {asking ? (
        <DecisionDialog
          title={t('agents.decideTitle', {
            decision: t(asking.decision === 'approve' ? 'agents.approve' : 'agents.reject'),
            name: asking.row.name,
          })}
          label={t('agents.note')}
          multiline
          maxLength={500}
          error={error}
          confirmLabel={t(asking.decision === 'approve' ? 'agents.approve' : 'agents.reject')}
          danger={asking.decision === 'reject'}
          pending={decide.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(note) => decide.mutate({ ...asking, note: note || undefined })}
        />
      ) : null}
    </section>
  );
}
