import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AGENT_APPLICATION_STATUSES, type AgentApplication } from '@panalo/contract/agent-application';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { dateTime, DecisionDialog } from './ui';
import { QueueFrame } from './QueueFrame';

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
    <QueueFrame
      title="agents.title"
      filter={{
        label: 'withdrawals.filter',
        value: status,
        options: AGENT_APPLICATION_STATUSES.map((value) => ({ value, label: t(`agentStatus.${value}`) })),
        onChange: (value) => setParams({ status: value }),
      }}
      notice={notice}
      query={query}
      emptyText={t('agents.empty')}
      onPage={(page) => setParams({ status, page: String(page) })}
      after={
        asking ? (
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
        ) : null
      }
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
    </QueueFrame>
  );
}
