import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isLocalClient } from '../../lib/local-client';
import { readiness } from './health.service';

/** The bearer token matches METRICS_TOKEN, compared in constant time. */
function tokenMatches(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * What an operator's infrastructure asks the process, outside the brands' API: liveness and
 * readiness probes for the load balancer or orchestrator, and Prometheus metrics. None of it is
 * per brand, so none of it goes through brand lookup, the gate or sessions.
 */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const hidden = { schema: { hide: true } };

  // Live: the process runs its event loop. Restart it when this stops answering.
  app.get('/health/live', hidden, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  // Ready: it can serve now. Take it out of the pool (not restart it) while this says 503.
  app.get('/health/ready', hidden, async (_request, reply) => {
    const { ready, checks } = await readiness(app.ctx);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', checks });
  });

  app.get('/metrics', hidden, async (request, reply) => {
    const token = app.ctx.config.METRICS_TOKEN;
    const allowed = token ? tokenMatches(request, token) : isLocalClient(request);
    // To anyone else the address does not exist, as with the development inboxes.
    if (!allowed) throw new AppError('NOT_FOUND');
    const { registry } = app.ctx.metrics;
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
};
