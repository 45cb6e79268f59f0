import { useTranslation } from 'react-i18next';
import type { PermissionValue, SystemStatusValue } from '@panalo/contract/system';
import { WrenchIcon } from '../../components/ui/icons';
import { currentLocale } from '../../lib/i18n';
import { SupportChannels } from '../../features/customer-service/components/support-channels';
import { StatusLayout } from './status-layout';

/** Formats the end time in the visitor's language and own time zone, naming the zone. */
function formatEndTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // dateStyle/timeStyle cannot be combined with timeZoneName, hence the separate fields.
  return new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

export function MaintenanceScreen({ status, permission }: { status: SystemStatusValue; permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  const endTime = formatEndTime(status.maintenanceEndTime ?? permission?.maintenance.endTime);
  return (
    <StatusLayout
      brand={permission?.merchantName}
      icon={<WrenchIcon size={36} />}
      title={t('status.maintenanceTitle')}
      testId="maintenance-screen"
    >
      <p className="status-screen__message">{t('status.maintenanceMessage')}</p>
      <div className="status-screen__detail">
        <span className="status-screen__label">{t('status.maintenanceEnds')}</span>
        <strong data-testid="maintenance-end">{endTime ?? t('status.maintenanceEndUnknown')}</strong>
      </div>
      <SupportChannels items={permission?.customerService} className="status-screen__action" />
    </StatusLayout>
  );
}
