import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShieldIcon } from '../../../components/ui/icons';
import './content.css';

interface DisclaimerDialogProps {
  open: boolean;
  onAccept: () => void;
  onOpenTerms: () => void;
}

/**
 * The visitor gate (spec 000 sections 2, 4): the restricted-persons notice, a link to the terms and
 * Accept. It cannot be dismissed any other way: the site may only be used once it is accepted.
 */
export function DisclaimerDialog({ open, onAccept, onOpenTerms }: DisclaimerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={() => undefined} title={t('disclaimer.title')} dismissible={false} testId="disclaimer-dialog">
      <div className="disclaimer">
        <div className="disclaimer__badge" aria-hidden="true">
          21+
        </div>
        <p className="disclaimer__lead">{t('disclaimer.lead')}</p>
        <div className="disclaimer__notice">
          <ShieldIcon size={20} />
          <div>
            <h3 className="disclaimer__heading">{t('restricted.title')}</h3>
            <p>{t('restricted.text')}</p>
          </div>
        </div>
        <p className="disclaimer__terms">
          {t('disclaimer.termsBefore')}{' '}
          <button type="button" className="link-button" onClick={onOpenTerms} data-testid="disclaimer-terms">
            {t('disclaimer.termsLink')}
          </button>
          {t('disclaimer.termsAfter')}
        </p>
      </div>
      <div className="ui-dialog__actions">
        <Button size="lg" block onClick={onAccept} data-autofocus data-testid="disclaimer-accept">
          {t('disclaimer.accept')}
        </Button>
      </div>
    </Dialog>
  );
}
