import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jackpotCycleParams,
  jackpotCycleValue,
  jackpotPoolsValue,
  jackpotWinnersQuery,
  jackpotWinnersValue,
} from '@panalo/contract/jackpot';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { jackpotCycle, jackpotPools, jackpotWinners, myJackpotWins } from './jackpot.service';

/** The jackpot area (issue #22, docs/jackpot.md): pools and winners are open to visitors, as the lobby's winner board. */
export const jackpotRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['jackpot'];
  app.get('/lgw/jackpot/pools', { schema: { tags, response: responses(jackpotPoolsValue) } }, async (request) =>
    ok(await jackpotPools(app.ctx, request.merchant)),
  );
  app.get(
    '/lgw/jackpot/winners',
    { schema: { tags, querystring: jackpotWinnersQuery, response: responses(jackpotWinnersValue) } },
    async (request) => ok(await jackpotWinners(app.ctx, request.merchant, request.query.limit)),
  );
  app.get(
    '/lgw/jackpot/cycles/:id',
    { schema: { tags, params: jackpotCycleParams, response: responses(jackpotCycleValue) } },
    async (request) => ok(await jackpotCycle(app.ctx, request.merchant, request.params.id)),
  );
  app.get(
    '/wps/v2/jackpot/wins',
    { preHandler: app.requireSession, schema: { tags, response: responses(jackpotWinnersValue) } },
    async (request) => ok(await myJackpotWins(app.ctx, callerOf(request))),
  );
};
