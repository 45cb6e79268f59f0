import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@panalo/contract/params';
import {
  APPLICATION_LIMITS,
  applicationDecision,
  applicationList,
  applicationQuery,
  applicationValue,
  raffleDrawValue,
  staffPromotionList,
} from '@panalo/contract/rewards';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { drawRaffleOnce } from './raffle.service';
import { applicationImage, brandApplicationsIn, decideApplication, staffPromotions } from './reward-applications.service';

/**
 * Back-office calls of promotions; each names its staff permission (modules/staff/staff-access.ts).
 * The manual grant is a four-eyes money move: its route is with the others in staff-players.
 */
export const rewardsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/promotions',
    { config: { staff: 'promotions.view' }, schema: { tags, response: responses(staffPromotionList) } },
    async (request) => ok(await staffPromotions(app.ctx, callerOf(request))),
  );

  app.get(
    '/wps/operator/promotions/applications',
    { config: { staff: 'promotions.review' }, schema: { tags, querystring: applicationQuery, response: responses(applicationList) } },
    async (request) => ok(await brandApplicationsIn(app.ctx, callerOf(request), request.query.status)),
  );

  // The image itself, not an envelope, never cached: what a member sent is for the staff deciding it.
  app.get(
    '/wps/operator/promotions/applications/:id/images/:index',
    {
      config: { staff: 'promotions.review' },
      schema: {
        tags,
        params: idParams.extend({
          index: z.coerce
            .number()
            .int()
            .min(0)
            .max(APPLICATION_LIMITS.images - 1),
        }),
      },
    },
    async (request, reply) => {
      const image = await applicationImage(app.ctx, callerOf(request), request.params.id, request.params.index);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.bytes);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/operator/promotions/applications/:id/${decision}`,
      {
        config: { staff: 'promotions.review' },
        // The note is read after the staff guard: a stranger hears OPERATOR_ONLY, not what the body lacks.
        schema: { tags, params: idParams, body: z.looseObject({}).nullish(), response: responses(applicationValue) },
      },
      async (request) => {
        const input = applicationDecision.safeParse(request.body ?? {});
        if (!input.success) throw new AppError('VALIDATION_FAILED');
        return ok(await decideApplication(app.ctx, callerOf(request), request.params.id, decision === 'approve', input.data.reason));
      },
    );
  }

  // The scheduler draws a raffle at its time; staff may start a due draw themselves. Either way it is drawn once.
  app.post(
    '/wps/operator/promotions/:id/draw',
    { config: { staff: 'promotions.grant' }, schema: { tags, params: idParams, response: responses(raffleDrawValue) } },
    async (request) => ok({ drawn: await drawRaffleOnce(app.ctx, callerOf(request).merchant.id, request.params.id) }),
  );
};
