import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorLoginRequest, operatorLoginValue } from '@panalo/contract/wallet';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { clientOf } from '../../kernel/request-scope';
import { operatorLogin } from './staff-session.service';

/** Staff log-in (type 9): the session the review calls of each area (withdrawals, KYC) ask for. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.post(
    '/wps/operator/session/login',
    {
      config: { encrypted: true, rateLimit: credentialRateLimit(app.ctx.config) },
      schema: { tags, body: operatorLoginRequest, response: responses(operatorLoginValue) },
    },
    async (request) => ok(await operatorLogin(app.ctx, { merchant: request.merchant, client: clientOf(request), form: request.body })),
  );
};
