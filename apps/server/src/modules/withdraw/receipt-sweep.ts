import fp from 'fastify-plugin';
import { MINUTE } from '../../lib/clock';
import { closeOverdueReceipts } from './receipt.service';

/**
 * Every minute, unanswered receipts past their deadline are written down as received. Every
 * process may run it: each withdrawal is closed by one conditional update. Stopped on close.
 */
export const receiptSweepPlugin = fp(async (app) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = closeOverdueReceipts(app.ctx).catch((error: unknown) => app.log.warn({ err: error }, 'receipt sweep failed'));
  }, MINUTE);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
