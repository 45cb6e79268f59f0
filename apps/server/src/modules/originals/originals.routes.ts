import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originalsPlayBody, originalsPlayValue, recallQuery, recallValue, rotateSeedsBody, seedsValue } from '@panalo/contract/originals';
import { ok, responses } from '../../lib/http';
import { callerOf, sessionOf } from '../../kernel/request-scope';
import { playRound, recallRounds, rotateSeeds, seedsOf } from './originals.service';

/**
 * The built-in provider's calls for its game pages: play a round (with the game session token of a
 * launch, as a vendor's page would), the member's seeds and their rotation, and the last rounds.
 */
export const originalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['originals'];
  const guarded = { preHandler: app.requireSession };

  app.post(
    '/lgw/originals/v1/play',
    { schema: { tags, body: originalsPlayBody, response: responses(originalsPlayValue) } },
    async (request) => ok(await playRound(app, request.merchant, request.body)),
  );

  app.get('/lgw/originals/v1/seeds', { ...guarded, schema: { tags, response: responses(seedsValue) } }, async (request) =>
    ok(await seedsOf(app.ctx, sessionOf(request).memberId)),
  );

  app.post(
    '/lgw/originals/v1/seeds/rotate',
    { ...guarded, schema: { tags, body: rotateSeedsBody, response: responses(seedsValue) } },
    async (request) => ok(await rotateSeeds(app.ctx, sessionOf(request).memberId, request.body.clientSeed)),
  );

  app.get(
    '/lgw/originals/v1/rounds',
    { ...guarded, schema: { tags, querystring: recallQuery, response: responses(recallValue) } },
    async (request) => ok(await recallRounds(app.ctx, callerOf(request), request.query.game)),
  );
};
