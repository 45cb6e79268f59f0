import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@panalo/contract/params';
import { leaderboardQuery, leaderboardValue, missionClaimValue, missionSummary as summarySchema } from '@panalo/contract/missions';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../kernel/caller';
import { callerOf } from '../../kernel/request-scope';
import { ok, responses } from '../../lib/http';
import { claimMission, missionLeaderboard, missionSummary } from './missions.service';

/** The caller, with titles in the language the page asks for. */
function callerIn(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  return { ...caller, session: { ...caller.session, language: request.language } };
}

/** missionLeaderboard's calls (the spec's "mission summary and leaderboard" relay). */
export const missionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['missions'];
  const realMember = { preHandler: app.requireRealMember };

  app.get('/wps/v2/missions', { ...realMember, schema: { tags, response: responses(summarySchema) } }, async (request) =>
    ok(await missionSummary(app.ctx, callerIn(request))),
  );
  app.post(
    '/wps/v2/missions/:id/claim',
    { ...realMember, schema: { tags, params: idParams, response: responses(missionClaimValue) } },
    async (request) => ok(await claimMission(app.ctx, callerIn(request), request.params.id)),
  );
  app.get(
    '/wps/v2/missions/leaderboard',
    { ...realMember, schema: { tags, querystring: leaderboardQuery, response: responses(leaderboardValue) } },
    async (request) => ok(await missionLeaderboard(app.ctx, callerIn(request), request.query.period)),
  );
};
