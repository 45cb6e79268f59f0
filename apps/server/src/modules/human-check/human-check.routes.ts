import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanCheckChallenge, humanCheckChallengeQuery } from '@panalo/contract/human-check';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { issueChallenge } from './human-check.service';

/** The proof-of-work challenges of the login, sms and register scenes (docs/human-check.md). */
export const humanCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/human-check/challenge',
    {
      // Making a challenge costs the server one key derivation: limited per client like the credential calls.
      config: { rateLimit: credentialRateLimit(app.ctx.config) },
      schema: { tags: ['human-check'], querystring: humanCheckChallengeQuery, response: responses(humanCheckChallenge) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueChallenge(app.ctx, request.merchant, request.query.scene));
    },
  );
};
