import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SecurityConfigValue } from '@panalo/contract/kyc';
import { useModals } from '../../../lib/modals/modals-context';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { KeyIcon, ShieldIcon } from '../../../components/ui/icons';
import { currentLocale } from '../../../lib/i18n';
import { useSecurityConfig } from '../../kyc/api/get-security-config';
import { QueryState } from '../../../components/records/query-state';
import { PhoneIcon } from './phone-icon';
import './security.css';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

function SecurityItem({
  icon,
  title,
  status,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  status: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="card security-item" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <span className="security-item__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="security-item__body">
        <h2 id={`${testId}-title`} className="security-item__title">
          {title}
        </h2>
        <div className="security-item__status">{status}</div>
        <div className="security-item__actions">{children}</div>
      </div>
    </section>
  );
}

function KycItem({ config }: { config: SecurityConfigValue }) {
  const { t } = useTranslation();
  const { openAccountModal } = useModals();
  const kyc = config.idVerification;
  const status = kyc.enabled ? kyc.status : 'off';
  const action = { N: kyc.personalInfoSaved ? 'continue' : 'start', R: 'again' } as const;
  return (
    <SecurityItem
      icon={<ShieldIcon size={24} />}
      title={t('securityCenter.kyc.title')}
      testId="security-kyc"
      status={
        <>
          <span className={`security-badge security-badge--${status}`} data-testid="security-kyc-status" data-status={status}>
            {t(`securityCenter.kyc.status.${status}`)}
          </span>
          <p className="muted">{t(`securityCenter.kyc.text.${status}`)}</p>
          {status === 'N' ? (
            <p className="muted">
              {config.verifyLaterAllowed ? t('security.deadline', { date: formatDate(config.kycDeadline) }) : t('security.overdue')}
            </p>
          ) : null}
          {status === 'R' && kyc.rejectReason ? <FormAlert message={t('kyc.intro.rejected', { reason: kyc.rejectReason })} /> : null}
        </>
      }
    >
      {status === 'N' || status === 'R' ? (
        <Button onClick={() => openAccountModal('kyc')} data-testid="security-kyc-start">
          {t(`securityCenter.kyc.action.${action[status]}`)}
        </Button>
      ) : null}
    </SecurityItem>
  );
}

/** The member centre's securityCenter page: identity verification, log-in password, withdrawal password, mobile. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const { openChangePassword } = useModals();
  const config = useSecurityConfig();
  return (
    <>
      <h1 className="page-title">{t('memberCenter.pages.securityCenter')}</h1>
      <QueryState isPending={config.isPending} error={config.error} onRetry={() => void config.refetch()} rows={3}>
        {() => (
          <div className="security-items">
            <KycItem config={config.data!} />
            <SecurityItem
              icon={<KeyIcon size={24} />}
              title={t('securityCenter.password.title')}
              status={<p className="muted">{t('securityCenter.password.text')}</p>}
              testId="security-password"
            >
              <Button variant="secondary" onClick={openChangePassword} data-testid="security-change-password">
                {t('password.title')}
              </Button>
            </SecurityItem>
            <SecurityItem
              icon={<KeyIcon size={24} />}
              title={t('securityCenter.pin.title')}
              status={
                <span className={`security-badge security-badge--${config.data!.paymentPasswordSet ? 'A' : 'N'}`}>
                  {config.data!.paymentPasswordSet ? t('securityCenter.pin.set') : t('securityCenter.pin.notSet')}
                </span>
              }
              testId="security-pin"
            >
              <Link to="/member/withdraw" className="ui-button ui-button--secondary ui-button--md" data-testid="security-pin-link">
                {config.data!.paymentPasswordSet ? t('securityCenter.pin.manage') : t('securityCenter.pin.setUp')}
              </Link>
            </SecurityItem>
            <SecurityItem
              icon={<PhoneIcon size={24} />}
              title={t('securityCenter.mobile.title')}
              status={
                <span className={`security-badge security-badge--${config.data!.mobileVerified ? 'A' : 'off'}`}>
                  {config.data!.mobileVerified ? t('securityCenter.mobile.verified') : t('securityCenter.mobile.notVerified')}
                </span>
              }
              testId="security-mobile"
            >
              {null}
            </SecurityItem>
          </div>
        )}
      </QueryState>
    </>
  );
}
