import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { breakRequest, breakState, liftRequest, staffExclusionRequest } from '@panalo/contract/self-exclusion';
import { memberIdParams } from '@panalo/contract/params';
import { callerOf } from '../../kernel/request-scope';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { addExclusionByStaff, myBreakState, playerBreakState, requestLift, takeBreak } from './self-exclusion.service';

/**
 * The member's break page (time-out, self-exclusion, lift request) and the staff block on the
 * player page. A withdraw-only session reaches the member's calls too (play-restrictions.ts).
 */
export const selfExclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['responsible gaming'];
  const guarded = { preHandler: app.requireRealMember };

  app.get('/wps/responsibleGaming/break', { ...guarded, schema: { tags, response: responses(breakState) } }, async (request) =>
    ok(await myBreakState(app.ctx, callerOf(request))),
  );

  app.post(
    '/wps/responsibleGaming/break',
    { ...guarded, schema: { tags, body: breakRequest, response: responses(breakState) } },
    async (request) => ok(await takeBreak(app.ctx, callerOf(request), request.body, request.log)),
  );

  app.post(
    '/wps/responsibleGaming/break/lift',
    { ...guarded, schema: { tags, body: liftRequest, response: responses(breakState) } },
    async (request) => ok(await requestLift(app.ctx, callerOf(request), request.body)),
  );

  app.get(
    '/wps/operator/players/:memberId/exclusions',
    { config: { staff: 'players.view' }, schema: { tags: ['operator'], params: memberIdParams, response: responses(breakState) } },
    async (request) => ok(await playerBreakState(app.ctx, callerOf(request), request.params.memberId)),
  );

  // The body is checked after the staff guard, so a caller without the permission hears STAFF_FORBIDDEN.
  app.post(
    '/wps/operator/players/:memberId/exclusions',
    {
      config: { staff: 'exclusions.add' },
      schema: {
        tags: ['operator'],
        params: memberIdParams,
        body: staffExclusionRequest.partial().nullish(),
        response: responses(breakState),
      },
    },
    async (request) => {
      const form = staffExclusionRequest.safeParse(request.body ?? {});
      if (!form.success) throw new AppError('VALIDATION_FAILED');
      return ok(await addExclusionByStaff(app.ctx, callerOf(request), request.params.memberId, form.data, request.log));
    },
  );
};
