import type { FastifyRequest } from 'fastify';
import type { AuthenticatedSession, Caller, ClientInfo, Visitor } from './caller';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Where the request came from, as sessions, log-in attempts and the audit log record it. */
export const clientOf = (request: FastifyRequest): ClientInfo => {
  const device = request.headers['x-device-id'];
  return {
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
  };
};

/** The brand and the client of any request: what calls open to visitors take. */
export const visitorOf = (request: FastifyRequest): Visitor => ({ merchant: request.merchant, client: clientOf(request) });

/** The session of a route guarded by requireSession (or a stricter guard). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Error('route is missing the requireSession guard');
  return request.auth;
}

/** The caller of a guarded route, built once by the guard. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route is missing the requireSession guard');
  return request.caller;
}
