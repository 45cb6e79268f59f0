import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@panalo/contract/error-codes';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { currentLanguage } from '../../../lib/i18n';

/** Step 0: the terms of the identity check, with the agree box (spec 000 section 2). */
export function KycTermsStep({ onAgree }: { onAgree: () => void }) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();
  const paragraphs = t('kyc.terms.body').split('\n\n');
  const next = () => {
    // local_accept_terms: the box must be ticked to go on.
    if (!agreed) return setError(errorMessage('TERMS_NOT_ACCEPTED', currentLanguage()));
    onAgree();
  };
  return (
    <div className="kyc-step" data-testid="kyc-step-terms">
      <h3 className="kyc-step__title" tabIndex={-1}>
        {t('kyc.terms.title')}
      </h3>
      <div className="kyc-terms" tabIndex={0} aria-label={t('kyc.terms.title')}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <CheckboxField
        label={t('kyc.terms.agree')}
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setError(undefined);
        }}
        error={error}
        data-testid="kyc-terms-agree"
      />
      <div className="ui-dialog__actions">
        <Button onClick={next} data-testid="kyc-terms-next">
          {t('accountCommon.next')}
        </Button>
      </div>
    </div>
  );
}
