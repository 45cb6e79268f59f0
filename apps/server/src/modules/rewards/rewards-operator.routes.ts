import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@panalo/contract/params';
import { applicationList, applicationValue, manualGrantRequest } from '@panalo/contract/rewards';
import { AppError } from '../../lib/app-error';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { decideApplication, grantManually, pendingApplications } from './reward-applications.service';

/** Back-office calls of promotions; each names its staff permission (modules/staff/staff-access.ts). */
export const rewardsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/promotions/applications',
    { config: { staff: 'promotions.review' }, schema: { tags, response: responses(applicationList) } },
    async (request) => ok(await pendingApplications(app.ctx, callerOf(request))),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/operator/promotions/applications/:id/${decision}`,
      { config: { staff: 'promotions.review' }, schema: { tags, params: idParams, response: responses(applicationValue) } },
      async (request) => ok(await decideApplication(app.ctx, callerOf(request), request.params.id, decision === 'approve')),
    );
  }

  app.post(
    '/wps/operator/promotions/:id/grants',
    {
      config: { staff: 'promotions.grant' },
      // The body is checked after the staff guard (Fastify validates a schema body before it), so a
      // stranger hears OPERATOR_ONLY rather than what the body lacks.
      schema: { tags, params: idParams, body: z.looseObject({}).nullish(), response: responses(z.object({ granted: z.boolean() })) },
    },
    async (request) => {
      const input = manualGrantRequest.safeParse(request.body ?? {});
      if (!input.success) throw new AppError('VALIDATION_FAILED');
      return ok(await grantManually(app.ctx, callerOf(request), request.params.id, input.data, idempotencyKeyOf(request)));
    },
  );
};
