import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@panalo/contract/params';
import { referralHold, referralHoldDecisionRequest, referralHoldPage, referralHoldQuery } from '@panalo/contract/referral';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { decideHold, referralHolds } from './referral-holds.service';

/** The back office's referral holds (self-referral); each route names its staff permission (modules/staff/staff-access.ts). */
export const referralOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/referral/holds',
    { config: { staff: 'referrals.review' }, schema: { tags, querystring: referralHoldQuery, response: responses(referralHoldPage) } },
    async (request) => ok(await referralHolds(app.ctx, callerOf(request), request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/operator/referral/holds/:id/${decision}`,
      {
        config: { staff: 'referrals.review' },
        // Checked after the staff guard (a schema body is validated before it): a stranger hears OPERATOR_ONLY.
        schema: { tags, params: idParams, body: z.looseObject({}).nullish(), response: responses(referralHold) },
      },
      async (request) => {
        const input = referralHoldDecisionRequest.safeParse(request.body ?? {});
        if (!input.success) throw new AppError('VALIDATION_FAILED');
        return ok(await decideHold(app.ctx, callerOf(request), request.params.id, decision === 'approve', input.data.reason));
      },
    );
  }
};
