import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idImagesRequest, kycState, kycValue, personalInfoRequest, securityConfigValue } from '@panalo/contract/kyc';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { kycOperatorRoutes } from './kyc-operator.routes';
import { memberKyc, savePersonalInfo, uploadIdImages } from './kyc.service';
import { securityConfig } from './security-config.service';

/** Three images of at most 5242880 bytes each, as base64 (4 characters per 3 bytes), plus the envelope. */
const ID_IMAGES_BODY_LIMIT = 21_500_000;

/** The member's KYC calls (spec 000 section 7: setPersonalInfo, the ID image upload, the security config). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['kyc'];
  const guarded = { preHandler: app.requireRealMember };
  // Per IP, like the credential calls: submissions are rare, and the limit slows probing of the restricted-persons list.
  const limited = { rateLimit: { max: app.ctx.config.KYC_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  app.get('/wps/v2/member/securityConfig', { ...guarded, schema: { tags, response: responses(securityConfigValue) } }, async (request) =>
    ok(await securityConfig(app.ctx, callerOf(request))),
  );

  app.get('/wps/v2/member/kyc', { ...guarded, schema: { tags, response: responses(kycValue) } }, async (request) =>
    ok(await memberKyc(app.ctx, callerOf(request))),
  );

  app.post(
    '/wps/v2/member/kyc/personalInfo',
    { ...guarded, config: limited, schema: { tags, body: personalInfoRequest, response: responses(kycState) } },
    async (request) => ok(await savePersonalInfo(app.ctx, callerOf(request), request.body, request.language)),
  );

  app.post(
    '/wps/v2/member/kyc/idImages',
    {
      ...guarded,
      config: limited,
      bodyLimit: ID_IMAGES_BODY_LIMIT,
      schema: { tags, body: idImagesRequest, response: responses(kycState) },
    },
    async (request) => ok(await uploadIdImages(app.ctx, callerOf(request), request.body, request.language)),
  );

  await app.register(kycOperatorRoutes);
};
