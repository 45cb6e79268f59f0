import fp from 'fastify-plugin';
import { MINUTE } from '../../lib/clock';
import { drawDueRaffles } from './raffle.service';

/**
 * Every minute, raffles whose draw time has come are drawn. Every process may run it: the draw's
 * PENDING → DRAWN move lets one of them pay. Stopped, and waited for, on close.
 */
export const raffleSchedulePlugin = fp(async (app) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = drawDueRaffles(app.ctx).catch((error: unknown) => app.log.warn({ err: error }, 'raffle draw failed'));
  }, MINUTE);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
