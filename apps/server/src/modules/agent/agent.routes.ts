import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downlineParams,
  downlineSummary,
  invitationValue,
  registerDownlineRequest,
  registeredDownline,
  teamOverview,
  teamPage,
  teamQuery,
} from '@panalo/contract/agent-team';
import { affiliateQuery, affiliateValue } from '@panalo/contract/member';
import { callerOf } from '../../kernel/request-scope';
import { ok, responses } from '../../lib/http';
import { findInvitingAgent } from '../registration/registration.service';
import { agentReportRoutes } from './agent-reports.routes';
import { invitation, openDownline } from './downline.service';
import { downlineSummary as summaryOf, teamList, teamOverview as overviewOf } from './team.service';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['agent'];
  const agentOnly = { preHandler: app.requireAgent };
  await app.register(agentReportRoutes);

  app.get(
    '/wps/agent/affiliate',
    {
      // Codes are short: limit guessing.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, querystring: affiliateQuery, response: responses(affiliateValue) },
    },
    async (request) => {
      const agent = await findInvitingAgent(app.ctx, request.merchant, request.query.code);
      return ok({ valid: true as const, agentAccount: agent.username });
    },
  );

  app.get('/wps/agent/overview', { ...agentOnly, schema: { tags, response: responses(teamOverview) } }, async (request) =>
    ok(await overviewOf(app.ctx, callerOf(request))),
  );

  app.get('/wps/agent/team', { ...agentOnly, schema: { tags, querystring: teamQuery, response: responses(teamPage) } }, async (request) =>
    ok(await teamList(app.ctx, callerOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/:account',
    { ...agentOnly, schema: { tags, params: downlineParams, response: responses(downlineSummary) } },
    async (request) => ok(await summaryOf(app.ctx, callerOf(request), request.params.account)),
  );

  app.post(
    '/wps/agent/team',
    {
      ...agentOnly,
      // Each call hashes a password: the per-agent pace of opening accounts is bounded.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, body: registerDownlineRequest, response: responses(registeredDownline) },
    },
    async (request) => ok(await openDownline(app.ctx, callerOf(request), { input: request.body, language: request.language })),
  );

  app.get('/wps/agent/invitation', { ...agentOnly, schema: { tags, response: responses(invitationValue) } }, async (request) =>
    ok(await invitation(app.ctx, callerOf(request))),
  );
};
