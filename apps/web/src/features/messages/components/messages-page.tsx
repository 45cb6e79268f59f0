import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRecord } from '@panalo/contract/wallet';
import { Button } from '../../../components/ui/button';
import { useBalance } from '../../wallet/api/get-balance';
import { Pager } from '../../../components/records/pager';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { RecordDate } from '../../../components/records/record-date';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { noticeText } from '../notice-text';
import './messages.css';

const PAGE_SIZE = 20;

/** messageV2: the member's notices, newest first, written in the language the member uses now. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const messages = useMessages(pageNo, PAGE_SIZE);
  return (
    <>
      <h1 className="page-title">{t('messages.title')}</h1>
      <section className="card records" aria-label={t('messages.title')} aria-busy={messages.isFetching}>
        <QueryState isPending={messages.isPending} error={messages.error} onRetry={() => void messages.refetch()} rows={4}>
          {() =>
            messages.data?.list.length ? (
              <>
                <ul className="message-list" data-testid="message-list">
                  {messages.data.list.map((message) => (
                    <MessageItem key={message.id} message={message} />
                  ))}
                </ul>
                <Pager pageNo={messages.data.pageNo} totalPages={messages.data.totalPages} total={messages.data.total} onPage={setPageNo} />
              </>
            ) : (
              <EmptyState>{t('messages.noMessages')}</EmptyState>
            )
          }
        </QueryState>
      </section>
    </>
  );
}

function MessageItem({ message }: { message: MessageRecord }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const currency = useBalance().data?.currency ?? 'PHP';
  const { title, body } = noticeText(t, message, currency);
  return (
    <li
      className={`message${message.read ? '' : ' message--unread'}`}
      data-testid="message"
      data-kind={message.kind}
      data-read={message.read}
    >
      <div className="message__head">
        <h2 className="message__title">
          {message.read ? null : <span className="message__dot" aria-hidden="true" />}
          {title}
          {message.read ? null : <span className="sr-only"> ({t('messages.unread')})</span>}
        </h2>
        <span className="message__date">
          <RecordDate at={message.createdAt} />
        </span>
      </div>
      <p className="message__body">{body}</p>
      {message.read ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markRead.mutate(message.id)}
          loading={markRead.isPending}
          data-testid="message-mark-read"
        >
          {t('messages.markRead')}
        </Button>
      )}
    </li>
  );
}
