import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SystemStatus } from '@panalo/contract/constants';
import { isSiteChannelPath } from '../../features/customer-service/open-customer-service';
import { useIpLock } from '../../lib/ip-lock-store';
import { usePermission } from '../../features/system/api/get-permission';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { CustomerServiceScreen } from './customer-service-screen';
import { IpLockScreen } from './ip-lock-screen';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionScreen } from './region-screen';
import { StartupError, StartupLoading } from './startup-screens';

/**
 * At start the status and permissions load together; the status picks the top-level screen
 * (spec 000 section 4). The shell needs the permissions (brand, key, modules), so it waits for them.
 * While the site is closed, its own customer-service page still opens; after IP_LOCKED the IP-lock
 * screen stands in for the site until the visitor goes back to it.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const permission = usePermission();
  const location = useLocation();
  const ipLock = useIpLock();

  if (status.isPending) return <StartupLoading />;
  if (status.isError) return <StartupError message={status.error.message || t('errors.network')} onRetry={() => void status.refetch()} />;
  const closed = status.data.status === SystemStatus.MAINTENANCE || status.data.status === SystemStatus.REGION_RESTRICTION;
  // The brand's own customer-service page (say /helpmc) opens past the gate: support must stay reachable.
  if (closed && permission.isPending) return <StartupLoading />;
  if (closed && isSiteChannelPath(location.pathname, permission.data?.customerService))
    return <CustomerServiceScreen permission={permission.data} />;
  if (status.data.status === SystemStatus.MAINTENANCE) return <MaintenanceScreen status={status.data} permission={permission.data} />;
  if (status.data.status === SystemStatus.REGION_RESTRICTION) return <RegionScreen status={status.data} permission={permission.data} />;
  if (permission.isPending) return <StartupLoading />;
  if (permission.isError)
    return <StartupError message={permission.error.message || t('errors.network')} onRetry={() => void permission.refetch()} />;
  if (ipLock) return <IpLockScreen lock={ipLock} permission={permission.data} />;
  return children;
}
