import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdParams } from '@panalo/contract/params';
import {
  playLimitsView,
  realityCheckRequest,
  realityCheckView,
  setPlayLimitsRequest,
  staffPlayLimitsView,
} from '@panalo/contract/play-limits';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { playLimits, realityCheck, setPlayLimits, setRealityCheck, staffPlayLimits } from './play-limits.service';

/**
 * The Responsible gaming page's calls (the member's own limits and reality check) and the back
 * office's read-only view of them on the player page.
 */
export const playLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['responsible gaming'];
  const guarded = { preHandler: app.requireRealMember };

  app.get('/wps/responsibleGaming/limits', { ...guarded, schema: { tags, response: responses(playLimitsView) } }, async (request) =>
    ok(await playLimits(app.ctx, callerOf(request))),
  );
  app.post(
    '/wps/responsibleGaming/limits',
    { ...guarded, schema: { tags, body: setPlayLimitsRequest, response: responses(playLimitsView) } },
    async (request) => ok(await setPlayLimits(app.ctx, callerOf(request), request.body)),
  );
  app.get(
    '/wps/responsibleGaming/realityCheck',
    { preHandler: app.requireSession, schema: { tags, response: responses(realityCheckView) } },
    async (request) => ok(await realityCheck(app.ctx, callerOf(request))),
  );
  app.post(
    '/wps/responsibleGaming/realityCheck',
    { ...guarded, schema: { tags, body: realityCheckRequest, response: responses(realityCheckView) } },
    async (request) => ok(await setRealityCheck(app.ctx, callerOf(request), request.body.minutes)),
  );

  app.get(
    '/wps/operator/players/:memberId/limits',
    { config: { staff: 'players.view' }, schema: { tags: ['operator'], params: memberIdParams, response: responses(staffPlayLimitsView) } },
    async (request) => ok(await staffPlayLimits(app.ctx, callerOf(request).merchant, request.params.memberId)),
  );
};
