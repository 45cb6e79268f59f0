import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyValue } from '@panalo/contract/envelope';
import { idParams } from '@panalo/contract/params';
import {
  applicationRequest,
  bonusProgressList,
  promotionCard,
  promotionDetail,
  promotionList,
  promotionQuery,
  rewardCenterValue,
  rewardValue,
} from '@panalo/contract/rewards';
import { ok, responses } from '../../lib/http';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../kernel/caller';
import { callerOf } from '../../kernel/request-scope';
import { applyToPromotion } from './reward-applications.service';
import { rewardsOperatorRoutes } from './rewards-operator.routes';
import {
  bonusProgress,
  claimPromotion,
  claimReward,
  joinPromotion,
  memberPromotions,
  promotionDetail as detailOf,
  rewardCenter,
  visitorPromotions,
} from './rewards.service';

/** The caller, with titles and rules in the language the page asks for (the member may have switched it). */
function callerIn(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  return { ...caller, session: { ...caller.session, language: request.language } };
}

/** Three images of 5 MB as base64 (4/3 larger) plus the comment. */
const APPLICATION_BODY_LIMIT = 21_000_000;

export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rewards'];
  const guarded = { preHandler: app.requireSession };
  const realMember = { preHandler: app.requireRealMember };

  // Visitors see the cards; members see them in their own state (the /wps/v2 twins below).
  app.get('/wps/promotions', { schema: { tags, querystring: promotionQuery, response: responses(promotionList) } }, async (request) =>
    ok(await visitorPromotions(app.ctx, request.merchant, request.language, request.query.type)),
  );
  app.get('/wps/promotions/:id', { schema: { tags, params: idParams, response: responses(promotionDetail) } }, async (request) =>
    ok(await detailOf(app.ctx, request.merchant, request.language, request.params.id)),
  );

  app.get(
    '/wps/v2/promotions',
    { ...guarded, schema: { tags, querystring: promotionQuery, response: responses(promotionList) } },
    async (request) => ok(await memberPromotions(app.ctx, callerIn(request), request.query.type)),
  );
  app.get(
    '/wps/v2/promotions/:id',
    { ...guarded, schema: { tags, params: idParams, response: responses(promotionDetail) } },
    async (request) => {
      const caller = callerIn(request);
      return ok(await detailOf(app.ctx, caller.merchant, caller.session.language, request.params.id, caller));
    },
  );
  app.post(
    '/wps/v2/promotions/:id/join',
    { ...realMember, schema: { tags, params: idParams, response: responses(promotionCard) } },
    async (request) => ok(await joinPromotion(app.ctx, callerIn(request), request.params.id)),
  );
  app.post(
    '/wps/v2/promotions/:id/claim',
    { ...realMember, schema: { tags, params: idParams, response: responses(rewardValue) } },
    async (request) => ok(await claimPromotion(app.ctx, callerIn(request), request.params.id)),
  );
  app.post(
    '/wps/v2/promotions/:id/apply',
    {
      ...realMember,
      bodyLimit: APPLICATION_BODY_LIMIT,
      schema: { tags, params: idParams, body: applicationRequest, response: responses(emptyValue) },
    },
    async (request) => {
      await applyToPromotion(app.ctx, callerIn(request), request.params.id, request.body);
      return ok(null);
    },
  );

  app.get('/wps/v2/rewards', { ...guarded, schema: { tags, response: responses(rewardCenterValue) } }, async (request) =>
    ok(await rewardCenter(app.ctx, callerIn(request))),
  );
  app.post(
    '/wps/v2/rewards/:id/claim',
    { ...realMember, schema: { tags, params: idParams, response: responses(rewardValue) } },
    async (request) => ok(await claimReward(app.ctx, callerIn(request), request.params.id)),
  );
  app.get('/wps/v2/rewards/bonuses', { ...guarded, schema: { tags, response: responses(bonusProgressList) } }, async (request) =>
    ok(await bonusProgress(app.ctx, callerIn(request))),
  );

  await app.register(rewardsOperatorRoutes);
};
