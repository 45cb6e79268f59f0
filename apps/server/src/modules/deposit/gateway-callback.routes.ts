import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_STATUSES } from '@panalo/contract/wallet';
import type { PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import { ok, responses } from '../../lib/http';
import { settleCallback } from './deposit-settlement.service';

/** What a gateway gets back: the deposit's state after its callback. */
const callbackAnswer = z.object({ reference: z.string(), status: z.enum(DEPOSIT_STATUSES) });
const gatewayName = z.object({ gateway: z.string().min(1).max(32) });

/** Callbacks are small; anything bigger is not a callback. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * POST /wps/payments/:gateway/callback (the sandbox's: /wps/payments/sandbox/callback). A signature
 * covers the bytes as sent, so this scope keeps every body as raw bytes, whatever its content type,
 * and the gateway's adapter reads it after checking the signature. Callbacks pass the maintenance
 * and region gate: a member's paid money must land even while the site is closed to players.
 */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGatewayDirectory }> = async (app, { gateways }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/wps/payments/:gateway/callback',
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      config: { ungated: true },
      schema: { tags: ['deposit'], params: gatewayName, response: responses(callbackAnswer) },
    },
    async (request) =>
      ok(
        await settleCallback(app.ctx, gateways, {
          merchant: request.merchant,
          gateway: request.params.gateway,
          headers: request.headers,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          ip: request.ip,
        }),
      ),
  );
};
