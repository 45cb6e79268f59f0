import { useTranslation } from 'react-i18next';
import type { PermissionValue, SystemStatusValue } from '@panalo/contract/system';
import { GlobeIcon } from '../../components/ui/icons';
import { SupportChannels } from '../../features/customer-service/components/support-channels';
import { StatusLayout } from './status-layout';

export function RegionScreen({ status, permission }: { status: SystemStatusValue; permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  const ip = status.ip || permission?.location.ip;
  return (
    <StatusLayout brand={permission?.merchantName} icon={<GlobeIcon size={36} />} title={t('status.regionTitle')} testId="region-screen">
      <p className="status-screen__message">{t('status.regionMessage')}</p>
      <div className="status-screen__detail">
        <span className="status-screen__label">{t('status.yourIp')}</span>
        <strong className="status-screen__ip" data-testid="region-ip">
          {ip || t('status.ipUnknown')}
        </strong>
      </div>
      <SupportChannels items={permission?.customerService} className="status-screen__action" />
    </StatusLayout>
  );
}
