import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FloatingSupport } from './floating-support';
import { Footer } from './footer';
import { Header } from './header';
import { useSeenUncovered } from '../modals/popup-room';
import './shell.css';

/** The player site's frame: header, the page, footer and the floating support button. */
export function MainLayout() {
  const { t } = useTranslation();
  // Always below the first screen: built once no popup covers the page (useSeenUncovered).
  const footer = useSeenUncovered();
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer ? <Footer /> : null}
      <FloatingSupport />
    </div>
  );
}
