import { useEffect } from 'react';
import { storeBrandName } from '../../../lib/preferences';
import { usePermission } from '../../system/api/get-permission';
import { InstallHint } from './install-hint';
import { UpdatePrompt } from './update-prompt';
import './app-install.css';

/**
 * The installable app's parts on every page: the new-build prompt, the install hint, and the
 * brand's name kept for the offline page (which cannot ask the server).
 */
export function AppInstallHost() {
  const brand = usePermission().data?.merchantName;
  useEffect(() => {
    if (brand) storeBrandName(brand);
  }, [brand]);
  return (
    <div className="app-install-stack">
      <UpdatePrompt />
      <InstallHint />
    </div>
  );
}
