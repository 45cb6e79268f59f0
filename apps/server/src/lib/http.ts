import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@panalo/contract/envelope';
import type { Config } from '../config';
import type { ClientInfo } from '../modules/session/session.service';

/** The success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** Response schemas for a route: the value's envelope, and the error envelope for failures. */
export const responses = <T extends z.ZodType>(value: T) => ({
  200: okEnvelope(value),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

/** The session of a route guarded by requireSession. */
export function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw new Error('route is missing the requireSession guard');
  return request.auth;
}

/** The per-IP limit of credential calls (log-in, registration, password change). */
export const credentialRateLimit = (config: Config) => ({ max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });
