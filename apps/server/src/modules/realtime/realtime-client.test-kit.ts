import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { BRAND_HOST } from '../../test-support/test-app.test-kit';

/** Test helpers: a socket.io client as the web app opens it, and ways to wait for what it hears. */
export async function listenOnAnyPort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface TestSocket {
  socket: Socket;
  /** Everything received so far, in order. */
  received: { event: string; payload: unknown }[];
  /** The next received event for which `match` holds (already received ones count). */
  next(event: string, match?: (payload: never) => boolean): Promise<unknown>;
}

export function openSocket(url: string, auth: Record<string, string>, headers: Record<string, string> = { host: BRAND_HOST }): TestSocket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth,
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  const received: TestSocket['received'] = [];
  const waiters: { event: string; match: (payload: never) => boolean; resolve: (payload: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const waiter of [...waiters]) {
      if (waiter.event === event && waiter.match(payload as never)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  });
  return {
    socket,
    received,
    next(event, match = () => true) {
      const seen = received.find((item) => item.event === event && match(item.payload as never));
      if (seen) return Promise.resolve(seen.payload);
      return new Promise((resolve) => waiters.push({ event, match, resolve }));
    },
  };
}

/** Resolves once connected, or rejects with the server's connect_error. */
export const connected = (socket: Socket): Promise<void> =>
  new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

export const refusedWith = (socket: Socket): Promise<{ message: string; data?: { code: string; message: string } }> =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error: Error & { data?: { code: string; message: string } }) => resolve(error));
  });

/** Resolves with the reason of the next disconnect ('io server disconnect' when the server ended it). */
export const disconnected = (socket: Socket): Promise<string> => new Promise((resolve) => socket.once('disconnect', resolve));
