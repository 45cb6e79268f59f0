import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@panalo/contract/params';
import { redeemDecisionRequest, redeemQueueValue, redeemValue } from '@panalo/contract/points';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { decidePointsRedeem, pendingRedeems } from './points-decisions.service';

/** Back-office calls of the points mall; each names its staff permission (modules/staff/staff-access.ts). */
export const pointsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/points/redeems',
    { config: { staff: 'points.redeems' }, schema: { tags, response: responses(redeemQueueValue) } },
    async (request) => ok(await pendingRedeems(app.ctx, callerOf(request))),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/operator/points/redeems/:id/${decision}`,
      {
        config: { staff: 'points.redeems' },
        // Checked after the staff guard (a schema body is validated before it): a stranger hears OPERATOR_ONLY.
        schema: { tags, params: idParams, body: z.looseObject({}).nullish(), response: responses(redeemValue) },
      },
      async (request) => {
        const input = redeemDecisionRequest.safeParse(request.body ?? {});
        if (!input.success) throw new AppError('VALIDATION_FAILED');
        return ok(await decidePointsRedeem(app.ctx, callerOf(request), request.params.id, decision === 'approve', input.data.reason));
      },
    );
  }
};
