import fp from 'fastify-plugin';
import { recoverVendorTransfers } from './vendor-transfer.service';

const EVERY_MINUTE = 60_000;

/** Finishes vendor transfers a stopped process left half done: once at start, then every minute. */
export const vendorTransferRecovery = fp(async (app) => {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    recoverVendorTransfers(app.ctx).catch((error: unknown) => app.log.error({ err: error }, 'vendor transfer recovery failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), EVERY_MINUTE);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
