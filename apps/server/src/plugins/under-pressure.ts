import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/app-error';

const RETRY_AFTER_SECONDS = 5;
// Building the app holds the event loop (routes, schemas, migrations); the first samples after it
// measure that, not load. Requests in this time after ready are let through.
const START_GRACE_MS = 1000;

/** The refusal under pressure: the errors plugin sends it as the catalogue's SERVER_BUSY, with Retry-After. */
class ServerBusy extends AppError {
  constructor() {
    super('SERVER_BUSY', { retryAfter: RETRY_AFTER_SECONDS });
  }
}

/**
 * When the event loop falls behind (PRESSURE_MAX_EVENT_LOOP_DELAY_MS), new requests are answered
 * at once with 503 SERVER_BUSY and Retry-After, rather than queueing until every request times
 * out. A load balancer sees the 503 and sends the next request to another process.
 */
export const underPressurePlugin = fp<{ maxEventLoopDelay: number }>(async (app, { maxEventLoopDelay }) => {
  if (maxEventLoopDelay === 0) return;
  let readyAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay,
    sampleInterval: 100,
    retryAfter: RETRY_AFTER_SECONDS,
    // Resolving lets the request through; rejecting sends it to the errors plugin as SERVER_BUSY.
    pressureHandler: async () => {
      if (Date.now() - readyAt < START_GRACE_MS) return;
      throw new ServerBusy();
    },
  });
});
