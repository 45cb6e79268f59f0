import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/shell-icons';
import { installAddress } from '../install-prompt';
import { InstallAction } from './install-hint';
import { usePermission } from '../../system/api/get-permission';
import { brandResources } from '../../system/brand-resources';
import { FIRST_TEXTS, LazyPart, lazyPart } from '../../../components/lazy-part';
import './app-download.css';

// The QR encoder loads with the side menu's download section, not with the first screen.
const QrCode = lazyPart(() => import('../../../components/ui/qr-code').then((m) => m.QrCode), FIRST_TEXTS);

/**
 * App download (spec 000 section 2, side menu). The first code opens this site on a phone with
 * the install hint: the site installs as an app from the browser (the brand's manifest), on any
 * phone. The brand's own store apps follow when it has them (`appDownloadIos`/`appDownloadAndroid`).
 */
export function AppDownload() {
  const { t } = useTranslation();
  const resources = brandResources(usePermission().data);
  const webApp = installAddress(window.location.origin);
  const stores = [
    { key: 'ios', label: t('appDownload.ios'), link: resources.appIos },
    { key: 'android', label: t('appDownload.android'), link: resources.appAndroid },
  ].filter((app): app is { key: string; label: string; link: string } => Boolean(app.link));
  return (
    <section className="app-download" aria-labelledby="app-download-title" data-testid="app-download">
      <h2 id="app-download-title" className="side-menu__heading">
        {t('appDownload.title')}
      </h2>
      <div className="app-download__web" data-testid="app-download-web">
        <LazyPart inline>
          <QrCode value={webApp} label={t('appDownload.webQrLabel')} />
        </LazyPart>
        <div className="app-download__web-text">
          <p className="app-download__lead">{t('appDownload.webLead')}</p>
          <InstallAction testId="app-download-install" />
        </div>
      </div>
      {stores.length > 0 ? (
        <ul className="app-download__list">
          {stores.map((app) => (
            <li key={app.key} className="app-download__item">
              <LazyPart inline>
                <QrCode value={app.link} label={t('appDownload.qrLabel', { platform: app.label })} />
              </LazyPart>
              <a
                href={app.link}
                target="_blank"
                rel="noopener noreferrer"
                className="app-download__link"
                data-testid={`app-download-${app.key}`}
              >
                <DownloadIcon size={16} />
                {app.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
