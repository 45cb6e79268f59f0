import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/modals/modals-context';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShieldIcon } from '../../../components/ui/icons';
import { currentLocale } from '../../../lib/i18n';
import { useSecurityConfig } from '../../kyc/api/get-security-config';
import { setKycFlag } from '../../kyc/kyc-session';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import './security.css';

interface SecurityModalProps {
  open: boolean;
  payload: unknown;
  onClose: () => void;
}

/**
 * The security popup (spec 000 sections 2 and 4): asks an unverified member to verify their
 * identity, with the deadline. It is mounted only while open; the automatic opening of the KYC
 * and security popups (useKycPrompt) lives in the modals host, which is always mounted.
 */
export function SecurityModal({ open, onClose }: SecurityModalProps) {
  const { t } = useTranslation();
  const { openAccountModal } = useModals();
  const { member } = useCurrentMember();
  const config = useSecurityConfig(open);
  const allowed = config.data?.verifyLaterAllowed ?? true;
  const deadline = config.data
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(config.data.kycDeadline))
    : '';

  const later = () => {
    // Deferring is remembered for the session only while the deadline allows it.
    if (allowed && member) setKycFlag(member.id, 'verifyLater');
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('security.title')} size="sm" testId="security-modal">
      <div className="security-modal">
        <span className="security-modal__icon" aria-hidden="true">
          <ShieldIcon size={30} />
        </span>
        <div>
          <p>{t('security.text')}</p>
          {deadline ? (
            <p className="security-modal__deadline">{allowed ? t('security.deadline', { date: deadline }) : t('security.overdue')}</p>
          ) : null}
        </div>
      </div>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={later} data-testid="security-later">
          {allowed ? t('kyc.intro.later') : t('security.notNow')}
        </Button>
        <Button onClick={() => openAccountModal('kyc')} data-autofocus data-testid="security-verify">
          {t('security.verifyNow')}
        </Button>
      </div>
    </Dialog>
  );
}
