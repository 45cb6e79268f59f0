import fp from 'fastify-plugin';
import type { PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import { MINUTE } from '../../lib/clock';
import { expireOverdueDeposits } from './deposit-closing.service';

/**
 * Every minute, pending deposits past their brand's expiry minutes are expired and their gateways
 * told, without any request. Every process may run it: each deposit is expired by one conditional
 * update, which a callback or a cancel racing on it cannot also win. Stopped on close.
 */
export const depositExpirySweep = fp<{ gateways: PaymentGatewayDirectory }>(async (app, { gateways }) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireOverdueDeposits(app.ctx, { gateways, log: app.log }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'deposit expiry sweep failed'),
    );
  }, MINUTE);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
