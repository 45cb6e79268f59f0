import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@panalo/contract/envelope';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@panalo/contract/wallet';
import type { Config } from '../config';
import { AppError } from './app-error';

/** The success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** Response schemas for a route: the value's envelope, and the error envelope for failures. */
export const responses = <T extends z.ZodType>(value: T) => ({
  200: okEnvelope(value),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

/**
 * A route's serializer that writes its answer as it is, without parsing it against the response
 * schema first (the schema still documents it in the OpenAPI page). Only for a hot route whose
 * answer is built field by field from typed columns, where the parse would find nothing to strip
 * or refuse and only cost every call its time.
 */
export const answerAsBuilt = () => (data: unknown) => JSON.stringify(data);

/** The per-IP limit of credential calls (log-in, registration, password change). */
export const credentialRateLimit = (config: Config) => ({ max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });

/** The Idempotency-Key header of a money call; a missing or malformed key is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return parsed.data;
}

/** The scope of a member's idempotency keys. */
export const memberScope = (memberId: number): string => `member:${memberId}`;
