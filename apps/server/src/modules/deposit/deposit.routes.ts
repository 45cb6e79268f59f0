import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositPage, depositRequest, depositValue, pageQuery, paymentChannelList } from '@panalo/contract/wallet';
import { idParams } from '@panalo/contract/params';
import type { PaymentGatewayDirectory } from '../../adapters/payments/payment-gateway';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { createDeposit, depositOf, depositRecords, paymentChannels } from './deposit.service';
import { gatewayCallbackRoutes } from './gateway-callback.routes';
import { sandboxPayRoutes } from './sandbox-pay.routes';
import { cancelDeposit } from './deposit-closing.service';
import { depositExpirySweep } from './deposit-expiry-sweep';

/** Deposits (depositv2): the member's calls, the gateways' callbacks and the sandbox's hosted page. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = app.ctx.paymentGateways;
  await app.register(memberDepositRoutes, { gateways });
  // Each in its own scope: the callback reads raw bytes and the hosted page reads forms.
  await app.register(gatewayCallbackRoutes, { gateways });
  await app.register(sandboxPayRoutes, { gateways });
  await app.register(depositExpirySweep, { gateways });
};

const memberDepositRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGatewayDirectory }> = async (app, { gateways }) => {
  const tags = ['deposit'];
  const guarded = { preHandler: app.requireRealMember };
  // Money in is money for play: the money screen refuses a listed member, a break, a missed KYC deadline.
  const screened = { preHandler: app.screened('play') };

  app.get('/wps/v2/deposit/channels', { ...guarded, schema: { tags, response: responses(paymentChannelList) } }, async (request) =>
    ok(await paymentChannels(app.ctx, gateways, request.merchant)),
  );

  app.post('/wps/v2/deposit', { ...screened, schema: { tags, body: depositRequest, response: responses(depositValue) } }, async (request) =>
    ok(
      await createDeposit(app.ctx, gateways, callerOf(request), {
        input: request.body,
        key: idempotencyKeyOf(request),
        origin: `${request.protocol}://${request.host}`,
      }),
    ),
  );

  app.get(
    '/wps/v2/deposit/records',
    { ...guarded, schema: { tags, querystring: pageQuery, response: responses(depositPage) } },
    async (request) => ok(await depositRecords(app.ctx, callerOf(request), request.query)),
  );

  // Cancels a pending deposit; the gateway is told. Cancelling a cancelled deposit answers it again.
  app.post(
    '/wps/v2/deposit/:id/cancel',
    { ...guarded, schema: { tags, params: idParams, response: responses(depositValue) } },
    async (request) => ok(await cancelDeposit(app.ctx, { gateways, log: request.log }, callerOf(request), request.params.id)),
  );

  app.get('/wps/v2/deposit/:id', { ...guarded, schema: { tags, params: idParams, response: responses(depositValue) } }, async (request) =>
    ok(await depositOf(app.ctx, callerOf(request), request.params.id)),
  );
};
