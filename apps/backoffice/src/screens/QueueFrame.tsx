import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../i18n/en';
import { ErrorText, Notice, Pager, QueryState } from './ui';

/** A paged list the server answered, as the queue screens query it. */
export interface QueuePage {
  list: unknown[];
  pageNo?: number;
  totalPages?: number;
}

/**
 * The frame every queue screen shares (withdrawals, KYC, agent applications, staff): the title with
 * the list's filter, the outcome of the last action (a notice, or an error), and the list with its
 * loading, error and empty states and the pager below it.
 */
export function QueueFrame({
  title,
  filter,
  notice,
  error = null,
  query,
  emptyText,
  onPage,
  children,
  after,
}: {
  title: MessageKey;
  /** The list's one filter: a select of labelled values, or any control (null: none). */
  filter: { label: MessageKey; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void } | ReactNode;
  notice: string | null;
  error?: string | null;
  query: { isPending: boolean; error: unknown; data: QueuePage | undefined; refetch: () => unknown };
  emptyText: string;
  /** Paging of a server-paged list; without it the list is whole. */
  onPage?: (page: number) => void;
  children: ReactNode;
  /** Dialogs and panels below the list. */
  after?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t(title)}</h1>
        {isSelect(filter) ? (
          <label className="field inline">
            <span>{t(filter.label)}</span>
            <select value={filter.value} onChange={(event) => filter.onChange(event.target.value)}>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          filter
        )}
      </div>
      <Notice text={notice} />
      <ErrorText error={error} />
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      >
        {children}
        {onPage ? <Pager pageNo={query.data?.pageNo ?? 1} totalPages={query.data?.totalPages ?? 1} onPage={onPage} /> : null}
      </QueryState>
      {after}
    </section>
  );
}

const isSelect = (
  filter: unknown,
): filter is { label: MessageKey; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void } =>
  typeof filter === 'object' && filter !== null && 'options' in filter && 'onChange' in filter;
