import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { runSettlement } from './settlement';

/**
 * Every 5 minutes every server runs the contract settlement (on PostgreSQL the advisory lock lets
 * one run; the others skip). `CONTRACT_SETTLEMENT_CRON` sets the schedule; empty turns it off
 * (tests run the settlement themselves). Stopped, and waited for, on close.
 */
export const contractSettlementPlugin = fp(async (app) => {
  const pattern = app.ctx.config.CONTRACT_SETTLEMENT_CRON;
  if (!pattern) return;
  let running: Promise<unknown> = Promise.resolve();
  const job = new Cron(pattern, { protect: true, unref: true }, async () => {
    running = runSettlement(app.ctx).catch((error: unknown) => app.log.warn({ err: error }, 'contract settlement failed'));
    await running;
  });
  app.addHook('preClose', async () => {
    job.stop();
    await running;
  });
});
