import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), keyed by client IP. With REDIS_URL the
 * counters are shared by every process; otherwise each process counts on its own.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not stop log-ins: the account lock (in the database) still holds.
    skipOnError: true,
    ...(app.ctx.redis ? { redis: app.ctx.redis, nameSpace: `${app.ctx.config.REDIS_PREFIX}rl:` } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
});
