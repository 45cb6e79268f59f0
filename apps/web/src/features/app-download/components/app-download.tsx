import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/shell-icons';
import { usePermission } from '../../system/api/get-permission';
import { brandResources } from '../../system/brand-resources';
import { LazyPart, lazyPart } from '../../../components/lazy-part';
import './app-download.css';

// The QR encoder loads with the side menu's download section, not with the first screen.
const QrCode = lazyPart(() => import('./qr-code').then((m) => m.QrCode));

/** App download (spec 000 section 2, side menu): a QR code and a link for iOS and for Android. */
export function AppDownload() {
  const { t } = useTranslation();
  const resources = brandResources(usePermission().data);
  const apps = [
    { key: 'ios', label: t('appDownload.ios'), link: resources.appIos },
    { key: 'android', label: t('appDownload.android'), link: resources.appAndroid },
  ].filter((app): app is { key: string; label: string; link: string } => Boolean(app.link));
  if (apps.length === 0) return null;
  return (
    <section className="app-download" aria-labelledby="app-download-title" data-testid="app-download">
      <h2 id="app-download-title" className="side-menu__heading">
        {t('appDownload.title')}
      </h2>
      <ul className="app-download__list">
        {apps.map((app) => (
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
    </section>
  );
}
