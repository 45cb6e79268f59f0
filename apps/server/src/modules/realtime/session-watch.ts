import type { DefaultEventsMap, Server } from 'socket.io';
import type { AppContext } from '../../app-context';
import { TOPIC_MEMBER, TOPIC_TOKEN } from '../session/session-cache';
import { sessionIsOpen } from '../session/session.service';
import type { SocketSession } from './socket-auth';

export const memberRoom = (memberId: number | string): string => `member:${memberId}`;
export const sessionRoom = (tokenHash: string): string => `session:${tokenHash}`;

export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketSession>;

/**
 * A socket lives only as long as its session. Rather than look the session up on every push
 * (pushes fan out through Redis to other processes, where no per-socket check can run), each
 * process listens on the invalidation bus that already tells every process when sessions end:
 * - one session ended (log-out): its sockets here are disconnected at once;
 * - a member's sessions may have ended (password change keeps the current session, a lock ends
 *   all): each of the member's sockets here is checked against the database.
 * A disconnected client that reconnects meets the handshake check and is refused.
 */
export function disconnectEndedSessions(ctx: AppContext, io: RealtimeServer, log: { warn: (o: object, m: string) => void }): void {
  ctx.bus.subscribe(TOPIC_TOKEN, (tokenHash) => io.local.in(sessionRoom(tokenHash)).disconnectSockets(true));
  ctx.bus.subscribe(TOPIC_MEMBER, (memberId) => {
    void recheckMember(ctx, io, memberId).catch((error: unknown) => log.warn({ err: error }, 'realtime session re-check failed'));
  });
}

async function recheckMember(ctx: AppContext, io: RealtimeServer, memberId: string): Promise<void> {
  const sockets = await io.local.in(memberRoom(memberId)).fetchSockets();
  for (const socket of sockets) {
    if (!(await sessionIsOpen(ctx, socket.data.tokenHash))) socket.disconnect(true);
  }
}
