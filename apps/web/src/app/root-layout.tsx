import { Outlet } from 'react-router';
import { GenericDialogProvider } from '../components/generic-dialog/generic-dialog-provider';
import { AppInstallHost } from '../features/app-download/components/app-install-host';
import { NoticeToasts } from '../features/messages/components/notice-toasts';
import { ModalsHost } from './modals/modals-host';
import { PageMeta } from './page-meta';
import { ModalsProvider } from '../lib/modals/modals-context';
import { ShellModals } from './modals/shell-modals';
import { SitePopups } from './modals/site-popups';
import { RealtimeConnection } from './realtime/realtime-connection';
import { ScrollToTop } from './routes/scroll-to-top';
import { SystemGate } from './status/system-gate';
import { BrandLanguage } from './shell/brand-language';

/**
 * Above every route: the brand's default language, the status gate, the popups any page can open, the live connection and its
 * toasts, each page's title and description, and the installable app's prompts.
 */
export function RootLayout() {
  return (
    <>
      <BrandLanguage />
      <SystemGate>
        <GenericDialogProvider>
          <ModalsProvider>
            <ScrollToTop />
            <PageMeta />
            <Outlet />
            <ModalsHost />
            <ShellModals />
            <SitePopups />
            <RealtimeConnection />
            <NoticeToasts />
            <AppInstallHost />
          </ModalsProvider>
        </GenericDialogProvider>
      </SystemGate>
    </>
  );
}
