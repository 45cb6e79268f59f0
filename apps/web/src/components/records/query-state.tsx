import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/alert';
import { Skeleton } from '../ui/spinner';

/** Rows of placeholders the size of the content they stand for, so nothing jumps when data arrives. */
export function SkeletonRows({ rows = 4, height = 44 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-rows" aria-busy="true">
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}

interface QueryStateProps {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  rows?: number;
  children: () => ReactNode;
}

/** Loading, error (with retry) or the content: the three states every list and figure shows. */
export function QueryState({ isPending, error, onRetry, rows, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (isPending) return <SkeletonRows rows={rows} />;
  if (error) return <ErrorState message={error.message} retryLabel={t('common.retry')} onRetry={onRetry} />;
  return <>{children()}</>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state muted">{children}</p>;
}
