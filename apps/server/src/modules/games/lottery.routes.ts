import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryMenusQuery, lotteryMenusValue, lotteryRecentQuery, lotteryRecentValue } from '@panalo/contract/lottery';
import { ok, responses } from '../../lib/http';
import { lotteryMenus } from './lottery-menus.service';
import { recentDraws, type StudioReader } from './lottery-results.service';

/**
 * The lottery calls of spec 001 section 7: the Vietnam lottery menus (prizeMode, device) and a
 * lottery's recent results. The results come from the game studio over HTTP: a studio on this
 * server is reached through the server's own HTTP pipeline with the player's host (the brand the
 * studio's draws belong to, as its page reaches it), one elsewhere (STUDIO_URL) by fetch.
 */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['games'];

  app.get(
    '/lgw/lottery/vn/menus',
    { schema: { tags, querystring: lotteryMenusQuery, response: responses(lotteryMenusValue) } },
    async (request) => ok(await lotteryMenus(app.ctx, request.merchant, request.query)),
  );

  app.get(
    '/lgw/lottery/vn/recent',
    { schema: { tags, querystring: lotteryRecentQuery, response: responses(lotteryRecentValue) } },
    async (request) => {
      const read: StudioReader = async (url) => {
        if (url.startsWith('/')) {
          const answer = await app.inject({ method: 'GET', url, headers: { host: request.headers.host ?? request.hostname } });
          let body: unknown = null;
          try {
            body = answer.json();
          } catch {
            body = null;
          }
          return { status: answer.statusCode, body };
        }
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        return { status: response.status, body: await response.json().catch(() => null) };
      };
      return ok(await recentDraws(app.ctx, request.merchant, request.query, read));
    },
  );
};
