import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FloatingSupport } from './floating-support';
import { Footer } from './footer';
import { Header } from './header';
import { useIdleReveal } from '../../lib/use-idle-reveal';
import './shell.css';

/**
 * The player site's frame: header, the page, footer and the floating support button. The footer
 * (links, vendors, help topics, licences) is always below the first screen: it is built, and its
 * help topics asked for, once the browser is first idle, not in the first render's task.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const footer = useIdleReveal(1) > 0;
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
