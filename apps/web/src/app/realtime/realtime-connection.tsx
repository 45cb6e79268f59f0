import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadChunk } from '../../lib/chunk-load';
import { useSession } from '../../lib/session-store';

/**
 * One socket per tab, on this origin at /socket.io, authenticated by the session token. A new
 * token (log-in, password change) opens a new connection; signing out closes it. Renders nothing.
 * The socket client is fetched with the first session: a visitor never downloads it.
 */
export function RealtimeConnection() {
  const { token, passwordChangeRequired } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || passwordChangeRequired) return;
    let closed = false;
    let stop = () => {
      closed = true;
    };
    // A client that did not load leaves the balance and notices to their own calls, as offline.
    loadChunk(() => import('./realtime-socket')).then(
      ({ connect }) => {
        if (!closed) stop = connect(token, queryClient);
      },
      (error: unknown) => console.error(error),
    );
    return () => stop();
  }, [token, passwordChangeRequired, queryClient]);

  return null;
}
