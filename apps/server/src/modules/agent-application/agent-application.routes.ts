import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentApplication,
  agentApplicationDecision,
  agentApplicationPage,
  agentApplicationQuery,
  agentApplicationReceipt,
  agentApplicationRequest,
} from '@panalo/contract/agent-application';
import { idParams } from '@panalo/contract/params';
import { ok, responses } from '../../lib/http';
import { callerOf, visitorOf } from '../../kernel/request-scope';
import { agentApplications, applyToBeAgent, decideAgentApplication } from './agent-application.service';

/** Applications per IP and hour: enough for a family behind one address, too few to flood the queue. */
export const AGENT_APPLICATIONS_PER_HOUR = 5;

/** "Become an agent": the applicant's call, and the operator's queue until the back office has screens. */
export const agentApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wps/agent/application',
    {
      config: { rateLimit: { max: AGENT_APPLICATIONS_PER_HOUR, timeWindow: 3_600_000 } },
      // A member's token links the application to the account; a visitor sends none.
      preHandler: async (request) => {
        if (request.headers.authorization) await app.requireSession(request);
      },
      schema: { tags: ['agent'], body: agentApplicationRequest, response: responses(agentApplicationReceipt) },
    },
    async (request) => ok(await applyToBeAgent(app.ctx, { ...visitorOf(request), session: request.auth }, request.body)),
  );

  const tags = ['operator'];
  app.get(
    '/wps/operator/agent-applications',
    {
      config: { staff: 'agent-applications.view' },
      schema: { tags, querystring: agentApplicationQuery, response: responses(agentApplicationPage) },
    },
    async (request) => ok(await agentApplications(app.ctx, request.merchant, request.query)),
  );
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/operator/agent-applications/:id/${decision}`,
      {
        config: { staff: 'agent-applications.decide' },
        schema: { tags, params: idParams, body: agentApplicationDecision.nullish(), response: responses(agentApplication) },
      },
      async (request) =>
        ok(await decideAgentApplication(app.ctx, callerOf(request), { id: request.params.id, decision, note: request.body?.note })),
    );
  }
};
