import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralValue } from '@panalo/contract/referral';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { myReferral } from './referral.service';
import { referralOperatorRoutes } from './referral-operator.routes';

/** The referral page's call: the member's code, link, friends and rewards. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/v2/referral',
    { preHandler: app.requireRealMember, schema: { tags: ['referral'], response: responses(referralValue) } },
    async (request) => ok(await myReferral(app.ctx, callerOf(request))),
  );
  await app.register(referralOperatorRoutes);
};
