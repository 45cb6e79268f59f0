import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/html-content';
import { ErrorState } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useHelpCenter } from '../../help/api/get-help-center';
import { TERMS_TAG } from '../../help/help-topics';
import './content.css';

interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the box is ticked and Agree pressed. */
  onAgreed: () => void;
}

/** The terms text (help topic `rules`) with an agree box; Agree without the tick says why it did nothing. */
export function TermsDialog({ open, onOpenChange, onAgreed }: TermsDialogProps) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState(false);
  const id = useId();
  const terms = help.data?.find((topic) => topic.tag === TERMS_TAG);

  const agree = () => {
    if (!checked) return setError(true);
    setError(false);
    onAgreed();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={terms?.title ?? t('terms.title')} size="lg" testId="terms-dialog">
      <div className="terms__text" tabIndex={0} aria-label={terms?.title ?? t('terms.title')}>
        {help.isPending ? (
          <LoadingBlock label={t('common.loading')} />
        ) : help.isError ? (
          <ErrorState message={help.error.message} retryLabel={t('common.retry')} onRetry={() => void help.refetch()} />
        ) : terms ? (
          <HtmlContent html={terms.content} testId="terms-text" />
        ) : (
          <p className="muted">{t('terms.missing')}</p>
        )}
      </div>
      <div className={`ui-check terms__check${error ? ' ui-check--invalid' : ''}`}>
        <div className="ui-check__row">
          <input
            id={id}
            type="checkbox"
            className="ui-check__input"
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="terms-agree-check"
          />
          <label htmlFor={id} className="ui-check__label">
            {t('terms.agreeLabel')}
          </label>
        </div>
        <p id={`${id}-error`} className="ui-field__error" role="alert" data-testid="terms-error">
          {error ? t('terms.agreeRequired') : ''}
        </p>
      </div>
      <div className="ui-dialog__actions">
        <Button onClick={agree} data-testid="terms-agree">
          {t('terms.agree')}
        </Button>
      </div>
    </Dialog>
  );
}
