import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateQuery, affiliateValue } from '@panalo/contract/member';
import { ok, responses } from '../../lib/http';
import { findInvitingAgent } from '../registration/registration.service';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/agent/affiliate',
    {
      // Codes are short: limit guessing.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['agent'], querystring: affiliateQuery, response: responses(affiliateValue) },
    },
    async (request) => {
      const agent = await findInvitingAgent(app.ctx, request.merchant, request.query.code);
      return ok({ valid: true as const, agentAccount: agent.username });
    },
  );
};
