import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../html-content';
import { Dialog } from '../ui/dialog';
import { AlertIcon } from '../ui/icons';
import { CheckCircleIcon, ErrorCircleIcon, InfoIcon } from '../ui/shell-icons';
import type { GenericDialogOptions } from './generic-dialog-types';
import './generic-dialog.css';

const ICONS = { success: CheckCircleIcon, warning: AlertIcon, error: ErrorCircleIcon, info: InfoIcon };

interface GenericDialogProps {
  options: GenericDialogOptions | undefined;
  onClosed: (after?: () => void) => void;
}

export function GenericDialog({ options, onClosed }: GenericDialogProps) {
  const { t } = useTranslation();
  const autoClose = options?.autoCloseMs;

  useEffect(() => {
    if (!autoClose) return;
    const timer = window.setTimeout(() => onClosed(), autoClose);
    return () => window.clearTimeout(timer);
  }, [options, autoClose, onClosed]);

  const Icon = options?.icon ? ICONS[options.icon] : null;
  const buttons = options?.buttons?.length ? options.buttons : [{ label: t('shellDialog.ok'), variant: 'primary' as const }];
  return (
    <Dialog
      open={Boolean(options)}
      onOpenChange={(open) => !open && onClosed()}
      title={
        <span className="generic-dialog__title">
          {Icon ? (
            <span className={`generic-dialog__icon generic-dialog__icon--${options?.icon}`}>
              <Icon size={26} />
            </span>
          ) : null}
          {options?.title}
        </span>
      }
      size="sm"
      coverClose={options?.coverClose ?? true}
      className="generic-dialog"
      testId={options?.testId ?? 'generic-dialog'}
    >
      {/* Announced as it appears: these dialogs carry the result of what the user just did. */}
      <div role="status" aria-live="polite">
        {options?.message ? <p className="generic-dialog__message">{options.message}</p> : null}
        {options?.html ? <HtmlContent html={options.html} /> : null}
      </div>
      <div className="ui-dialog__actions">
        {buttons.map((button, index) => (
          <button
            key={`${button.label}-${index}`}
            type="button"
            className={`ui-button ui-button--${button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')} ui-button--md`}
            onClick={() => onClosed(button.onClick)}
            data-autofocus={index === buttons.length - 1 ? true : undefined}
            data-testid={button.testId ?? 'generic-dialog-button'}
          >
            {button.label}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
