import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { REALTIME_EVENTS } from '@panalo/contract/wallet';
import { pushNoticeToast } from '../../features/messages/notice-toasts';
import { useSession } from '../../lib/session-store';
import { applyBalance, applyNotice, catchUp } from './apply-realtime-event';

/**
 * One socket per tab, on this origin at /socket.io, authenticated by the session token. A new
 * token (log-in, password change) opens a new connection; signing out closes it. Renders nothing.
 */
export function RealtimeConnection() {
  const { token, passwordChangeRequired } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || passwordChangeRequired) return;
    const socket = io({
      path: '/socket.io',
      auth: { token },
      // WebSocket first: it needs no sticky sessions when several server processes share the load.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) catchUp(queryClient);
      connectedBefore = true;
    });
    socket.on('connect_error', () => {
      // The server refused the handshake (not a network drop, which retries by itself): the
      // session may be over. A balance call settles it: a dead token is dropped by the API client.
      if (!socket.active) void queryClient.invalidateQueries({ queryKey: ['member', 'wallet', 'balance'] });
    });
    socket.on(REALTIME_EVENTS.balance, (payload: unknown) => applyBalance(queryClient, payload));
    socket.on(REALTIME_EVENTS.notice, (payload: unknown) => {
      const notice = applyNotice(queryClient, payload);
      if (notice) pushNoticeToast(notice);
    });
    return () => {
      socket.disconnect();
    };
  }, [token, passwordChangeRequired, queryClient]);

  return null;
}
