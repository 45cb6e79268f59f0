import { useTranslation } from 'react-i18next';
import type { KycState } from '@panalo/contract/kyc';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { currentLocale } from '../../../lib/i18n';

/** Nothing to fill in: the documents are under review (P) or the identity is verified (A). */
export function KycReviewState({ state, onClose }: { state: KycState; onClose: () => void }) {
  const { t } = useTranslation();
  const verified = state.status === 'A';
  const submitted = state.submittedAt
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(state.submittedAt))
    : null;
  return (
    <div className={`kyc-review kyc-review--${verified ? 'verified' : 'pending'}`} data-testid="kyc-review" data-status={state.status}>
      <ShieldIcon size={40} />
      <h3 className="kyc-step__title">{verified ? t('kyc.review.verifiedTitle') : t('kyc.review.pendingTitle')}</h3>
      <p className="muted">{verified ? t('kyc.review.verifiedText') : t('kyc.review.pendingText')}</p>
      {submitted && !verified ? <p className="muted">{t('kyc.review.submittedAt', { date: submitted })}</p> : null}
      <Button onClick={onClose}>{t('common.close')}</Button>
    </div>
  );
}
