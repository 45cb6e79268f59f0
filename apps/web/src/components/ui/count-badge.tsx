import { useTranslation } from 'react-i18next';

/** A small count on a navigation item; screen readers hear "3 new", not a bare number. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid={testId} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('memberCenter.newCount', { count })}</span>
    </span>
  );
}
