import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { Modal } from './modal';
import type { DismissReason } from './modal-layers';
import './ui.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A forced dialog (e.g. expired password) ignores Escape and outside clicks and has no close button. */
  dismissible?: boolean;
  /** A click on the cover (outside the dialog) closes it; some popups turn this off. */
  coverClose?: boolean;
  /** Extra class on the dialog box, for popups with a layout of their own. */
  className?: string;
  testId?: string;
}

/**
 * A modal dialog (see Modal): focus inside and back to where it was on close, Escape and a press
 * on the cover close it unless it is forced, and the rest of the page is hidden from screen readers.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
  coverClose = true,
  className,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dismiss = (reason: DismissReason) => {
    if (dismissible && (reason === 'escape' || coverClose)) onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onDismiss={dismiss}
      className={`ui-dialog ui-dialog--${size}${className ? ` ${className}` : ''}`}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      testId={testId}
    >
      <div className="ui-dialog__header">
        <h2 id={`${id}-title`} className="ui-dialog__title">
          {title}
        </h2>
        {dismissible ? (
          <button
            type="button"
            className="ui-icon-button"
            aria-label={t('common.close')}
            title={t('common.close')}
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {description ? (
        <p id={`${id}-description`} className="ui-dialog__description">
          {description}
        </p>
      ) : null}
      <div className="ui-dialog__body">{children}</div>
    </Modal>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  confirmTestId?: string;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message} size="sm">
      <div className="ui-dialog__actions">
        <button type="button" className="ui-button ui-button--secondary ui-button--md" onClick={() => onOpenChange(false)} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--md"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
