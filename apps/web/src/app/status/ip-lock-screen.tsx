import { useTranslation } from 'react-i18next';
import { errorMessage, waitText } from '@panalo/contract/error-codes';
import type { PermissionValue } from '@panalo/contract/system';
import { Button } from '../../components/ui/button';
import { ShieldIcon } from '../../components/ui/icons';
import { currentLanguage } from '../../lib/i18n';
import { ipLockStore, type IpLock } from '../../lib/ip-lock-store';
import { SupportChannels } from '../../features/customer-service/components/support-channels';
import { StatusLayout } from './status-layout';

/**
 * After IP_LOCKED (too many failed log-ins from this IP): spec 000's message, in Tagalog as the
 * spec shows it (and in English too for an English reader), the IP, about how long the lock lasts,
 * and the customer-service channels. The rest of the site stays open to browse.
 */
export function IpLockScreen({ lock, permission }: { lock: IpLock; permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const wait = waitText(Math.max(1, Math.ceil((lock.until - Date.now()) / 1000)), language);
  const ip = permission?.location.ip;
  return (
    <StatusLayout brand={permission?.merchantName} icon={<ShieldIcon size={36} />} title={t('status.ipLockTitle')} testId="ip-lock-screen">
      <p className="status-screen__message" lang="tl" data-testid="ip-lock-message" role="alert">
        {errorMessage('IP_LOCKED', 'TY')}
      </p>
      {language === 'TY' ? null : <p className="status-screen__message">{errorMessage('IP_LOCKED', language)}</p>}
      <div className="status-screen__detail">
        <span className="status-screen__label">{t('status.yourIp')}</span>
        <strong className="status-screen__ip" data-testid="ip-lock-ip">
          {ip || t('status.ipUnknown')}
        </strong>
      </div>
      <p className="status-screen__message" data-testid="ip-lock-wait">
        {t('status.ipLockEnds', { wait })}
      </p>
      <SupportChannels items={permission?.customerService} />
      <Button variant="ghost" onClick={() => ipLockStore.dismiss()} data-testid="ip-lock-back">
        {t('status.backToSite')}
      </Button>
    </StatusLayout>
  );
}
