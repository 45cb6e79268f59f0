import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

/* Small shared pieces of the back office's screens. */

export function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Loading, error (with retry) and empty states around a query's content. */
export function QueryState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  if (loading)
    return (
      <p className="state" role="status">
        {t('common.loading')}
      </p>
    );
  if (error)
    return (
      <div className="state" role="alert">
        <p>{error instanceof Error && error.message ? error.message : t('common.error')}</p>
        <button type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (empty) return <p className="state">{emptyText ?? t('common.empty')}</p>;
  return <>{children}</>;
}

/** A modal dialog (native <dialog>): focus moves in, Escape closes, focus returns on close. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onCancel={onClose}>
      <h2 id="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}

/** Minor units to a figure with the currency ("₱1,234.50"). */
export function money(amount: number, currency = 'PHP', lang = 'en'): string {
  return new Intl.NumberFormat(lang === 'tl' ? 'fil-PH' : 'en-PH', { style: 'currency', currency }).format(amount / 100);
}

export const dateTime = (ms: number, lang: string): string =>
  new Intl.DateTimeFormat(lang === 'tl' ? 'fil-PH' : 'en-PH', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
