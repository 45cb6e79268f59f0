import { useTranslation } from 'react-i18next';
import type { SecurityConfigValue } from '@panalo/contract/kyc';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { currentLocale } from '../../../lib/i18n';

interface KycIntroStepProps {
  config: SecurityConfigValue;
  onStart: () => void;
  onVerifyLater: () => void;
  /** Mandatory KYC after the deadline: the only other way out is to sign out. */
  onSignOut?: () => void;
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * Step 1, "KYC Verify": the three steps ahead, start, and "verify later" while the member
 * registered three days ago or less, with the regulator's three-day note (spec 000 section 2).
 */
export function KycIntroStep({ config, onStart, onVerifyLater, onSignOut }: KycIntroStepProps) {
  const { t } = useTranslation();
  const { idVerification, verifyLaterAllowed, kycDeadline } = config;
  return (
    <div className="kyc-step" data-testid="kyc-step-start">
      <h3 className="kyc-step__title" tabIndex={-1}>
        {t('kyc.intro.title')}
      </h3>
      {idVerification.status === 'R' ? (
        <FormAlert message={t('kyc.intro.rejected', { reason: idVerification.rejectReason ?? '—' })} testId="kyc-rejected" />
      ) : null}
      <ol className="kyc-intro__steps">
        <li>{t('kyc.intro.step1')}</li>
        <li>{t('kyc.intro.step2')}</li>
        <li>{t('kyc.intro.step3')}</li>
      </ol>
      <p className="kyc-intro__note" data-testid="kyc-deadline-note">
        {verifyLaterAllowed ? t('kyc.intro.deadline', { date: formatDate(kycDeadline) }) : t('kyc.intro.overdue')}
      </p>
      <div className="ui-dialog__actions">
        {verifyLaterAllowed ? (
          <Button variant="secondary" onClick={onVerifyLater} data-testid="kyc-verify-later">
            {t('kyc.intro.later')}
          </Button>
        ) : onSignOut ? (
          <Button variant="secondary" onClick={onSignOut}>
            {t('header.signOut')}
          </Button>
        ) : null}
        <Button onClick={onStart} data-testid="kyc-start">
          {t('kyc.intro.start')}
        </Button>
      </div>
    </div>
  );
}
