import type { ReactNode } from 'react';
import { AlertIcon } from './icons';
import './ui.css';

/**
 * A form-level message area. The live region is always in the page, so a message that appears
 * later is announced by screen readers (a region created together with its text often is not).
 */
export function FormAlert({ message, tone = 'error', testId }: { message?: ReactNode; tone?: 'error' | 'info'; testId?: string }) {
  return (
    <div aria-live="assertive" aria-atomic="true" className="ui-alert-region">
      {message ? (
        <div className={`ui-alert ui-alert--${tone}`} data-testid={testId}>
          <AlertIcon size={18} />
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}

/** An error block for a failed query, with a retry button. */
export function ErrorState({ message, retryLabel, onRetry }: { message: ReactNode; retryLabel?: string; onRetry?: () => void }) {
  return (
    <div className="ui-error-state" role="alert">
      <AlertIcon size={28} />
      <p>{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
