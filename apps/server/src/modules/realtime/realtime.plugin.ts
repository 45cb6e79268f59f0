import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { authenticateHandshake, handshakeError } from './socket-auth';
import { disconnectEndedSessions, memberRoom, sessionRoom, type RealtimeServer } from './session-watch';

/**
 * The socket event connection keyed by customerId (spec 001): socket.io on the server's own origin
 * at /socket.io. A client connects with `auth: { token }` (its session token); the socket joins
 * its member's room, and every push for that member (ctx.realtime: 'balance', 'notice') goes to
 * the room. With Redis, the adapter carries a push made on one process to sockets on all others.
 */
export const realtimePlugin = fp(
  async (app) => {
    const { ctx } = app;
    const redisClients = ctx.redis ? adapterClients(ctx.redis, app.log) : null;
    const createAdapter = redisClients ? (await import('@socket.io/redis-adapter')).createAdapter : null;
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // Clients only listen; the handshake is the largest thing they send.
      maxHttpBufferSize: 16_384,
      ...(redisClients && createAdapter
        ? { adapter: createAdapter(redisClients.pub, redisClients.sub, { key: `${ctx.config.REDIS_PREFIX}socket.io` }) }
        : {}),
    });

    io.use((socket, next) => {
      authenticateHandshake(ctx, socket.handshake).then(
        (session) => {
          socket.data = session;
          next();
        },
        (error: unknown) => {
          const refused = handshakeError(error, socket.handshake);
          if (refused.message === 'UNKNOWN_ERROR') app.log.error({ err: error }, 'realtime handshake failed');
          next(refused);
        },
      );
    });
    io.on('connection', (socket) => void socket.join([memberRoom(socket.data.memberId), sessionRoom(socket.data.tokenHash)]));
    disconnectEndedSessions(ctx, io, app.log);

    let open = true;
    // Without Redis every socket is in this process, so an empty room means nobody to tell.
    const listens = redisClients ? undefined : (memberId: number) => io.sockets.adapter.rooms.has(memberRoom(memberId));
    ctx.realtime.attach((memberId, event, payload) => {
      if (open) io.to(memberRoom(memberId)).emit(event, payload);
    }, listens);

    // Before the HTTP server closes: it would otherwise wait for every open socket to hang up.
    app.addHook('preClose', async () => {
      open = false;
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      redisClients?.pub.disconnect();
      redisClients?.sub.disconnect();
    });
  },
  { name: 'realtime' },
);

/**
 * Publisher and subscriber connections for the adapter. The adapter publishes without handling a
 * failure; during a Redis outage that would be an unhandled rejection, so a failed publish is
 * logged instead (the push is lost; the page still shows the balance it fetches).
 */
function adapterClients(redis: Redis, log: FastifyBaseLogger): { pub: Redis; sub: Redis } {
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: unknown) => log.warn({ err: error }, 'realtime redis connection'));
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  const guarded = (channel: string, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      log.warn({ err: error }, 'realtime push not published');
      return 0;
    });
  Object.assign(pub, { publish: guarded });
  return { pub, sub };
}
