import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';

/* Small shared pieces of the back office's screens. */

export function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The outcome of the last action, announced politely (nothing when there is none). */
export function Notice({ text }: { text: string | null }) {
  return text ? (
    <p className="notice" role="status">
      {text}
    </p>
  ) : null;
}

/** A refusal's message in the staff member's language (the server's), or the fallback. */
export const errorText = (caught: unknown, fallback: string): string =>
  caught instanceof ApiError && caught.message ? caught.message : fallback;

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

/**
 * The dialog of a staff decision that takes one line of text: a reason, a note, a payout
 * reference. Cancel closes it; the confirm button (red for a refusal) sends the trimmed text.
 */
export function DecisionDialog({
  title,
  label,
  multiline = false,
  required = false,
  maxLength,
  error,
  confirmLabel,
  danger,
  pending,
  onCancel,
  onConfirm,
}: {
  title: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  error: string | null;
  confirmLabel: string;
  danger: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(String(new FormData(event.currentTarget).get('text') ?? '').trim());
  };
  return (
    <Dialog title={title} onClose={onCancel}>
      <form onSubmit={submit}>
        <label className="field">
          <span>{label}</span>
          {multiline ? (
            <textarea name="text" maxLength={maxLength} rows={3} required={required} autoFocus />
          ) : (
            <input name="text" maxLength={maxLength} required={required} autoFocus />
          )}
        </label>
        <ErrorText error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={danger ? 'danger' : 'primary'} disabled={pending}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Previous / next through a paged list; nothing when it fits on one page. */
export function Pager({ pageNo, totalPages, onPage }: { pageNo: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.page', { page: pageNo, pages: totalPages })}>
      <button type="button" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.page', { page: pageNo, pages: totalPages })}</span>
      <button type="button" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}

/** Minor units to a figure with the currency ("₱1,234.50"). */
export function money(amount: number, currency = 'PHP', lang = 'en'): string {
  return new Intl.NumberFormat(lang === 'tl' ? 'fil-PH' : 'en-PH', { style: 'currency', currency }).format(amount / 100);
}

export const dateTime = (ms: number, lang: string): string =>
  new Intl.DateTimeFormat(lang === 'tl' ? 'fil-PH' : 'en-PH', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
