import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractAcceptRequest,
  contractIncome,
  contractKindQuery,
  contractOfferRequest,
  contractOverview,
  contractParams,
  contractValue,
  incomeQuery,
  pendingOffers,
  statementPage,
  statementQuery,
} from '@panalo/contract/agent-contract';
import { callerOf } from '../../kernel/request-scope';
import { ok, responses } from '../../lib/http';
import { contractIncome as incomeOf, statement } from './contract-income.service';
import {
  acceptContract,
  contractOverview as overviewOf,
  offerContract,
  pendingOffersOf,
  rejectContract,
  terminateContract,
} from './contract.service';

/** Agent contracts (docs/agents.md, "Contracts"): every call needs an agent's session. */
export const agentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['agent-contract'];
  const agentOnly = { preHandler: app.requireAgent };

  app.get(
    '/wps/agent/contract',
    { ...agentOnly, schema: { tags, querystring: contractKindQuery, response: responses(contractOverview) } },
    async (request) => ok(await overviewOf(app.ctx, callerOf(request), request.query.kind)),
  );

  app.get('/wps/agent/contract/pending', { ...agentOnly, schema: { tags, response: responses(pendingOffers) } }, async (request) =>
    ok(await pendingOffersOf(app.ctx, callerOf(request))),
  );

  app.post(
    '/wps/agent/contract/offer',
    { ...agentOnly, schema: { tags, body: contractOfferRequest, response: responses(contractValue) } },
    async (request) => ok(await offerContract(app.ctx, callerOf(request), request.body)),
  );

  app.post(
    '/wps/agent/contract/:id/accept',
    { ...agentOnly, schema: { tags, params: contractParams, body: contractAcceptRequest, response: responses(contractValue) } },
    async (request) => ok(await acceptContract(app.ctx, callerOf(request), request.params.id, request.body.confirmEndDownline)),
  );

  app.post(
    '/wps/agent/contract/:id/reject',
    { ...agentOnly, schema: { tags, params: contractParams, response: responses(contractValue) } },
    async (request) => ok(await rejectContract(app.ctx, callerOf(request), request.params.id)),
  );

  app.post(
    '/wps/agent/contract/:id/terminate',
    { ...agentOnly, schema: { tags, params: contractParams, response: responses(contractValue) } },
    async (request) => ok(await terminateContract(app.ctx, callerOf(request), request.params.id)),
  );

  app.get(
    '/wps/agent/contract/statement',
    { ...agentOnly, schema: { tags, querystring: statementQuery, response: responses(statementPage) } },
    async (request) => ok(await statement(app.ctx, callerOf(request), request.query)),
  );

  app.get(
    '/wps/agent/contract/income',
    { ...agentOnly, schema: { tags, querystring: incomeQuery, response: responses(contractIncome) } },
    async (request) => ok(await incomeOf(app.ctx, callerOf(request), request.query)),
  );
};
