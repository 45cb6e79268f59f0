import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rebateClaim, rebateClaimList, rebateValue } from '@panalo/contract/rebate';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { claimableRebate, claimRebate, rebateHistory } from './rebate.service';

/** manualRebate's calls: the rebate claimable now, the claim (a money call with an Idempotency-Key), the history. */
export const rebateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rebate'];
  const guarded = { preHandler: app.requireSession };

  app.get('/wps/rebate', { ...guarded, schema: { tags, response: responses(rebateValue) } }, async (request) =>
    ok(await claimableRebate(app.ctx, callerOf(request))),
  );
  app.post(
    '/wps/rebate/claim',
    { preHandler: app.requireRealMember, schema: { tags, response: responses(rebateClaim) } },
    async (request) => ok(await claimRebate(app.ctx, callerOf(request), idempotencyKeyOf(request))),
  );
  app.get('/wps/rebate/claims', { ...guarded, schema: { tags, response: responses(rebateClaimList) } }, async (request) =>
    ok(await rebateHistory(app.ctx, callerOf(request))),
  );
};
