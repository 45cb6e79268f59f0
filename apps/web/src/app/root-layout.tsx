import { Outlet } from 'react-router';
import { ModalsHost } from './modals/modals-host';
import { ModalsProvider } from './modals/modals-context';
import { ScrollToTop } from './routes/scroll-to-top';
import { SystemGate } from './status/system-gate';

/** Above every route: the status gate, then the popups that any page can open. */
export function RootLayout() {
  return (
    <SystemGate>
      <ModalsProvider>
        <ScrollToTop />
        <Outlet />
        <ModalsHost />
      </ModalsProvider>
    </SystemGate>
  );
}
