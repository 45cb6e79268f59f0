import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts requests still being handled, so shutdown can wait for them before it closes the database.
 * A client that hangs up does not stop its request's handler; without this, such a handler would
 * meet a closed database.
 */
export function trackInFlight(app: FastifyInstance): () => Promise<void> {
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  // A request that is aborted may also finish later: a set counts it once either way.
  const done = async (request: FastifyRequest) => {
    inFlight.delete(request);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return async function drained(limitMs = 10_000) {
    const until = Date.now() + limitMs;
    while (inFlight.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  };
}
