import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemStatus } from '@panalo/contract/constants';
import { usePermission } from '../../features/system/api/get-permission';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionScreen } from './region-screen';
import { StartupError, StartupLoading } from './startup-screens';

/**
 * At start the status and permissions load together; the status picks the top-level screen
 * (spec 000 section 4). The shell needs the permissions (brand, key, modules), so it waits for them.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const permission = usePermission();

  if (status.isPending) return <StartupLoading />;
  if (status.isError) return <StartupError message={status.error.message || t('errors.network')} onRetry={() => void status.refetch()} />;
  if (status.data.status === SystemStatus.MAINTENANCE) return <MaintenanceScreen status={status.data} permission={permission.data} />;
  if (status.data.status === SystemStatus.REGION_RESTRICTION) return <RegionScreen status={status.data} permission={permission.data} />;
  if (permission.isPending) return <StartupLoading />;
  if (permission.isError)
    return <StartupError message={permission.error.message || t('errors.network')} onRetry={() => void permission.refetch()} />;
  return children;
}
