import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Headers a proxy adds: a request that carries one was passed on for someone else, wherever it came from. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

export function isLoopbackAddress(address: string | undefined): boolean {
  const plain = address?.startsWith('::ffff:') ? address.slice(7) : (address ?? '');
  const family = isIP(plain);
  return family !== 0 && loopback.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * A client on this machine: the socket's own peer address is loopback. Never request.ip, which
 * with TRUST_PROXY comes from X-Forwarded-For and is whatever the client wrote there. A request
 * a proxy passed on (a proxy on this machine connects from loopback too) is not local.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** onRequest guard of the development inboxes: to anyone else they do not exist. */
export async function localClientsOnly(request: FastifyRequest): Promise<void> {
  if (!isLocalClient(request)) throw new AppError('NOT_FOUND');
}
