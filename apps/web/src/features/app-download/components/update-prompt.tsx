import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';
import './app-install.css';

/** How often an open page asks whether a new build is out (besides each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only) and, when a new build has been
 * downloaded, offers to reload into it. The new build waits until the player agrees, so a form
 * half filled in or a game in progress is never reloaded under them.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine !== false) void registration.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
  if (!needRefresh) return null;
  return (
    <div className="app-update" role="alert" aria-live="assertive" data-testid="app-update">
      <RefreshIcon size={18} aria-hidden="true" />
      <p className="app-update__text">{t('appUpdate.available')}</p>
      <div className="app-update__actions">
        <Button size="sm" onClick={() => void updateServiceWorker(true)} data-testid="app-update-reload">
          {t('appUpdate.reload')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          {t('appUpdate.later')}
        </Button>
      </div>
    </div>
  );
}
