import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
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
 * Modal dialog on Radix: it traps focus inside, returns focus to where it was on close, closes on
 * Escape and hides the rest of the page from screen readers.
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
  // Radix returns focus only to a Dialog.Trigger; these dialogs also open from code (routes,
  // other dialogs), so remember what had focus and go back to it, or to the main content.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocus.current = document.activeElement;
    }
  }, [open]);
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const target = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const blockCover = (event: Event) => {
    if (!dismissible || !coverClose) event.preventDefault();
  };
  // Focus the first field (or the element marked data-autofocus) rather than the close button.
  const focusFirstField = (event: Event) => {
    const content = event.currentTarget as HTMLElement;
    const field = content.querySelector<HTMLElement>(
      '[data-autofocus], input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
    );
    if (field) {
      event.preventDefault();
      field.focus();
    }
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog-overlay" />
        <RadixDialog.Content
          className={`ui-dialog ui-dialog--${size}${className ? ` ${className}` : ''}`}
          data-testid={testId}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={blockCover}
          onInteractOutside={blockCover}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="ui-icon-button" aria-label={t('common.close')} title={t('common.close')}>
                <CloseIcon />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description> : null}
          <div className="ui-dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
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
        <RadixDialog.Close asChild>
          <button type="button" className="ui-button ui-button--secondary ui-button--md" data-autofocus>
            {cancelLabel}
          </button>
        </RadixDialog.Close>
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
