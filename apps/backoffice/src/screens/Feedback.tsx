import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { operatorFeedback } from '@panalo/contract/feedback';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { dateTime, ErrorText, QueryState } from './ui';

type Entry = z.infer<typeof operatorFeedback>;
type Status = 'open' | 'all';

/** Players' feedback: waiting ones first (or all), each answered once; the reply reaches the player as a message. */
export function Feedback({ canReply }: { canReply: boolean }) {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState<Status>('open');
  const query = useQuery({
    queryKey: ['feedback', status],
    queryFn: () => api<{ list: Entry[] }>('GET', `/wps/operator/feedback?status=${status}`),
  });
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('feedback.title')}</h1>
        <label className="field inline">
          <span>{t('withdrawals.filter')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as Status)}>
            <option value="open">{t('feedback.open')}</option>
            <option value="all">{t('feedback.all')}</option>
          </select>
        </label>
      </div>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('feedback.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="cards">
          {query.data?.list.map((entry) => (
            <li key={entry.id} className="card application" data-testid={`bo-feedback-${entry.id}`}>
              <div className="application-head">
                <strong>{entry.username}</strong>
                <span className="muted">{dateTime(entry.createdAt, lang)}</span>
              </div>
              <p>{entry.content}</p>
              {entry.reply ? (
                <p className="notice">
                  <strong>{t('feedback.reply')}:</strong> {entry.reply}
                </p>
              ) : canReply ? (
                <ReplyForm entry={entry} />
              ) : null}
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function ReplyForm({ entry }: { entry: Entry }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const reply = useMutation({
    mutationFn: () => api<Entry>('POST', `/wps/operator/feedback/${entry.id}/reply`, { reply: text }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['feedback'] }),
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('feedback.replyRequired'));
    setError(null);
    reply.mutate();
  };
  const id = `reply-${entry.id}`;
  return (
    <form onSubmit={submit} className="form">
      <label className="field" htmlFor={id}>
        <span>{t('feedback.reply')}</span>
        <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <ErrorText error={error} />
      <button type="submit" className="primary" disabled={reply.isPending}>
        {t('feedback.send')}
      </button>
    </form>
  );
}
