import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberTransferValue, transferDownlineRequest, transferTargetsValue, transferUplineRequest } from '@panalo/contract/wallet';
import { credentialRateLimit, idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf, sessionOf } from '../../kernel/request-scope';
import { transferTargets, transferToDownline, transferToUpline } from './member-transfer.service';

export const memberTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transfer'];
  const guarded = { preHandler: app.requireRealMember };
  // These calls check the payment password: the per-IP limit of credential calls applies. Money
  // to another member is money out of the member's hands: the money screen applies (kernel/money-screen.ts).
  const limited = { preHandler: app.screened('play'), config: { rateLimit: credentialRateLimit(app.ctx.config) } };

  app.get('/wps/v2/transfer/targets', { ...guarded, schema: { tags, response: responses(transferTargetsValue) } }, async (request) =>
    ok(await transferTargets(app.ctx, request.merchant, sessionOf(request))),
  );

  app.post(
    '/wps/v2/transfer/upline',
    { ...limited, schema: { tags, body: transferUplineRequest, response: responses(memberTransferValue) } },
    async (request) => ok(await transferToUpline(app.ctx, callerOf(request), request.body, idempotencyKeyOf(request))),
  );

  app.post(
    '/wps/v2/transfer/downline',
    { ...limited, schema: { tags, body: transferDownlineRequest, response: responses(memberTransferValue) } },
    async (request) => ok(await transferToDownline(app.ctx, callerOf(request), request.body, idempotencyKeyOf(request))),
  );
};
