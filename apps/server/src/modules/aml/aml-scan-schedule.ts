import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { runAmlScan } from './aml-scan';

/**
 * Every server runs the AML pattern scan on `AML_SCAN_CRON` (every 15 minutes by default; on
 * PostgreSQL the advisory lock lets one run). Empty turns it off (tests run the scan themselves).
 * Stopped, and waited for, on close.
 */
export const amlScanPlugin = fp(async (app) => {
  const pattern = app.ctx.config.AML_SCAN_CRON;
  if (!pattern) return;
  let running: Promise<unknown> = Promise.resolve();
  const job = new Cron(pattern, { protect: true, unref: true }, async () => {
    running = runAmlScan(app.ctx).catch((error: unknown) => app.log.warn({ err: error }, 'AML scan failed'));
    await running;
  });
  app.addHook('preClose', async () => {
    job.stop();
    await running;
  });
});
