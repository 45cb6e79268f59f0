import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  convertRequest,
  convertValue,
  pointsBalanceValue,
  pointsConfigValue,
  pointsDetailPage,
  pointsDetailQuery,
  pointsRewardList,
  redeemList,
  redeemRequest,
  redeemValue,
} from '@panalo/contract/points';
import { idempotencyKeyOf, ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { pointsOperatorRoutes } from './points-operator.routes';
import { balanceOf, convertPoints, pointsCatalogue, pointsConfig, pointsDetails, redeemHistory, redeemReward } from './points.service';

/** /pointMall's calls (spec 001 section 7, "points: balance, rewards, redeem (E), redeemed list, config, convert points (E), member transactions"). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['points'];
  const guarded = { preHandler: app.requireSession };
  const realMember = { preHandler: app.requireRealMember };

  // The catalogue and the rules are open to visitors: the mall shows what points buy before log-in.
  app.get('/wps/points/rewards', { schema: { tags, response: responses(pointsRewardList) } }, async (request) =>
    ok(await pointsCatalogue(app.ctx, request.merchant, request.language)),
  );
  app.get('/wps/points/config', { schema: { tags, response: responses(pointsConfigValue) } }, async (request) =>
    ok(pointsConfig(request.merchant)),
  );

  app.get('/wps/points/balance', { ...guarded, schema: { tags, response: responses(pointsBalanceValue) } }, async (request) =>
    ok(await balanceOf(app.ctx, callerOf(request))),
  );
  app.post(
    '/wps/points/redeem',
    { ...realMember, config: { encrypted: true }, schema: { tags, body: redeemRequest, response: responses(redeemValue) } },
    async (request) => {
      // The reward's name is kept in the language the page shows.
      const caller = callerOf(request);
      const inLanguage = { ...caller, session: { ...caller.session, language: request.language } };
      return ok(await redeemReward(app.ctx, inLanguage, request.body, idempotencyKeyOf(request)));
    },
  );
  app.get('/wps/points/redeems', { ...guarded, schema: { tags, response: responses(redeemList) } }, async (request) =>
    ok(await redeemHistory(app.ctx, callerOf(request))),
  );
  app.get(
    '/wps/points/transactions',
    { ...guarded, schema: { tags, querystring: pointsDetailQuery, response: responses(pointsDetailPage) } },
    async (request) => ok(await pointsDetails(app.ctx, callerOf(request), request.query.pageNo, request.query.pageSize)),
  );
  app.post(
    '/wps/points/convert',
    { ...realMember, config: { encrypted: true }, schema: { tags, body: convertRequest, response: responses(convertValue) } },
    async (request) => ok(await convertPoints(app.ctx, callerOf(request), request.body, idempotencyKeyOf(request))),
  );

  await app.register(pointsOperatorRoutes);
};
