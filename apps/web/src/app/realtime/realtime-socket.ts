import type { QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { REALTIME_EVENTS } from '@panalo/contract/wallet';
import { pushNoticeToast } from '../../features/messages/notice-toasts';
import { applyBalance, applyNotice, catchUp } from './apply-realtime-event';

/** Opens the session's socket and applies its events; returns how to close it. */
export function connect(token: string, queryClient: QueryClient): () => void {
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
}
