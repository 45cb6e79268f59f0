import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { DownloadIcon } from '../../../components/ui/shell-icons';
import { usePermission } from '../../system/api/get-permission';
import { INSTALL_PARAM, isAppleMobile, promptInstall, runsInstalled, useInstallOffer } from '../install-prompt';
import './app-install.css';

/** The install button when the browser offers one, else how to install from the browser's own menu. */
export function InstallAction({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const offered = useInstallOffer();
  if (offered) {
    return (
      <Button size="sm" onClick={() => void promptInstall()} data-testid={testId}>
        <DownloadIcon size={16} />
        {t('appInstall.install')}
      </Button>
    );
  }
  return (
    <p className="install-hint__how" data-testid={`${testId}-how`}>
      {isAppleMobile() ? t('appInstall.howApple') : t('appInstall.howOther')}
    </p>
  );
}

/**
 * Opened from the side menu's QR code (/?install=1) on a phone: how to put the site on the home
 * screen. Not shown inside the installed app itself.
 */
export function InstallHint() {
  const { t } = useTranslation();
  const brand = usePermission().data?.merchantName ?? 'Panalo';
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).get(INSTALL_PARAM) === '1' && !runsInstalled());
  useEffect(() => {
    const installed = () => setOpen(false);
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, []);
  if (!open) return null;
  return (
    <section className="install-hint" aria-labelledby="install-hint-title" data-testid="install-hint">
      <img className="install-hint__icon" src="/icons/icon-192.png" alt="" width={44} height={44} />
      <div className="install-hint__body">
        <h2 id="install-hint-title" className="install-hint__title">
          {t('appInstall.title', { brand })}
        </h2>
        <p className="install-hint__text">{t('appInstall.text')}</p>
        <InstallAction testId="install-hint-install" />
      </div>
      <button
        type="button"
        className="install-hint__close"
        aria-label={t('common.close')}
        title={t('common.close')}
        onClick={() => setOpen(false)}
      >
        <CloseIcon size={16} />
      </button>
    </section>
  );
}
