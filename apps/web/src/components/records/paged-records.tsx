import type { ReactNode } from 'react';
import { Pager } from './pager';
import { EmptyState, QueryState } from './query-state';

interface Page<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  total: number;
}

interface PagedRecordsProps<T, P extends Page<T>> {
  /** The page's query: a previous page stays on screen, dimmed, while the next loads. */
  query: {
    data: P | undefined;
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  label: string;
  emptyText: string;
  /** Skeleton rows while the first page loads. */
  rows?: number;
  onPage: (pageNo: number) => void;
  /** The records of a page that has some. */
  children: (page: P) => ReactNode;
}

/** A paged list of records (transactions, bonuses, rounds): loading, error, empty, the records and the pager. */
export function PagedRecords<T, P extends Page<T>>({ query, label, emptyText, rows, onPage, children }: PagedRecordsProps<T, P>) {
  return (
    <section className={`card records${query.isPlaceholderData ? ' records--stale' : ''}`} aria-busy={query.isFetching} aria-label={label}>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} rows={rows}>
        {() =>
          query.data?.list.length ? (
            <>
              {children(query.data)}
              <Pager pageNo={query.data.pageNo} totalPages={query.data.totalPages} total={query.data.total} onPage={onPage} />
            </>
          ) : (
            <EmptyState>{emptyText}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}
