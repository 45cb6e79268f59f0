import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords } from '@panalo/contract/feedback';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { StatusBadge } from '../../../components/records/status-badge';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFeedbackHistory, useSendFeedback } from '../api/feedback-api';
import './feedback.css';

/** Feedback: the form (PUT /wps/feedback, counted in words within the brand's bounds) and the member's feedback with our replies. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const history = useFeedbackHistory();
  const send = useSendFeedback();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const words = countWords(content);
  const bounds = history.data ? { min: history.data.minWords, max: history.data.maxWords } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bounds) return;
    if (words < bounds.min) return setProblem(t('feedback.tooShort', { min: bounds.min }));
    if (words > bounds.max) return setProblem(t('feedback.tooLong', { max: bounds.max }));
    setProblem(null);
    send.mutate(content, { onSuccess: () => setContent('') });
  };

  return (
    <>
      <h1 className="page-title">{t('feedback.title')}</h1>
      <section className="card mc-section" aria-labelledby="feedback-form">
        <h2 id="feedback-form" className="sr-only">
          {t('feedback.label')}
        </h2>
        <p className="muted">{t('feedback.intro')}</p>
        <form className="feedback-form" onSubmit={submit} noValidate>
          <label htmlFor="feedback-content">{t('feedback.label')}</label>
          <textarea
            id="feedback-content"
            data-testid="feedback-content"
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              send.reset();
            }}
            aria-describedby="feedback-hint"
            aria-invalid={problem ? true : undefined}
            maxLength={4000}
          />
          <div className="feedback-form__foot">
            <span id="feedback-hint" className="muted">
              {bounds ? `${t('feedback.hint', bounds)} ${t('feedback.words', { count: words })}` : null}
            </span>
            <Button type="submit" loading={send.isPending} disabled={!bounds} data-testid="feedback-send">
              {t('feedback.send')}
            </Button>
          </div>
          <FormAlert message={problem ?? send.error?.message} testId="feedback-error" />
          {send.isSuccess ? <FormAlert tone="info" message={t('feedback.sent')} testId="feedback-sent" /> : null}
        </form>
      </section>
      <section className="card mc-section" aria-labelledby="feedback-history">
        <h2 id="feedback-history">{t('feedback.history')}</h2>
        <QueryState isPending={history.isPending} error={history.error} onRetry={() => void history.refetch()} rows={2}>
          {() =>
            history.data?.list.length ? (
              <ul className="record-list" data-testid="feedback-list">
                {history.data.list.map((entry) => (
                  <li key={entry.id} className="record" data-testid={`feedback-${entry.id}`}>
                    <div className="record__main">
                      <span className="record__meta">
                        <RecordDate at={entry.createdAt} />
                      </span>
                      <p className="feedback-text">{entry.content}</p>
                      {entry.reply ? (
                        <div className="feedback-reply" data-testid={`feedback-reply-${entry.id}`}>
                          <strong>{t('feedback.reply')}</strong>
                          <p>{entry.reply}</p>
                        </div>
                      ) : null}
                    </div>
                    {entry.reply ? null : (
                      <div className="record__side">
                        <StatusBadge tone="pending">{t('feedback.waiting')}</StatusBadge>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{t('feedback.none')}</EmptyState>
            )
          }
        </QueryState>
      </section>
    </>
  );
}
