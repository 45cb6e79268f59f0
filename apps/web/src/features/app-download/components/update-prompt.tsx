import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';
import { useServiceWorker } from '../use-service-worker';
import './app-install.css';

/**
 * Registers the service worker (production builds only) and, when a new build has been
 * downloaded, offers to reload into it. The new build waits until the player agrees, so a form
 * half filled in or a game in progress is never reloaded under them.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { needRefresh, update, dismiss } = useServiceWorker();
  if (!needRefresh) return null;
  return (
    <div className="app-update" role="alert" aria-live="assertive" data-testid="app-update">
      <RefreshIcon size={18} aria-hidden="true" />
      <p className="app-update__text">{t('appUpdate.available')}</p>
      <div className="app-update__actions">
        <Button size="sm" onClick={update} data-testid="app-update-reload">
          {t('appUpdate.reload')}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {t('appUpdate.later')}
        </Button>
      </div>
    </div>
  );
}
