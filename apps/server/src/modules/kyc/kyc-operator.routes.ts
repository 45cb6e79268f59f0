import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KYC_IMAGE_SIDES, kycDecisionRequest, operatorKycPage, operatorKycQuery, operatorKycValue } from '@panalo/contract/kyc';
import { memberIdParams } from '@panalo/contract/params';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { brandKycSubmissions, decideKyc, kycImage, operatorKyc, type KycDecision } from './kyc-review.service';

/** Back-office KYC review; each route names the staff permission it asks for (modules/staff/staff-access.ts). */
export const kycOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/kyc',
    {
      config: { staff: 'kyc.view', auditView: 'list' },
      schema: { tags, querystring: operatorKycQuery, response: responses(operatorKycPage) },
    },
    async (request) => ok(await brandKycSubmissions(app.ctx, request.merchant, request.query)),
  );

  app.get(
    '/wps/operator/kyc/:memberId',
    { config: { staff: 'kyc.view', auditView: 'player' }, schema: { tags, params: memberIdParams, response: responses(operatorKycValue) } },
    async (request) => ok(await operatorKyc(app.ctx, request.merchant, request.params.memberId)),
  );

  for (const decision of ['approve', 'reject'] as const satisfies readonly KycDecision[]) {
    app.post(
      `/wps/operator/kyc/:memberId/${decision}`,
      {
        config: { staff: 'kyc.decide' },
        schema: { tags, params: memberIdParams, body: kycDecisionRequest.nullish(), response: responses(operatorKycValue) },
      },
      async (request) =>
        ok(await decideKyc(app.ctx, callerOf(request), { memberId: request.params.memberId, decision, reason: request.body?.reason })),
    );
  }

  // The image itself, not an envelope, and never cached: ID documents are personal data.
  app.get(
    '/wps/operator/kyc/:memberId/images/:side',
    {
      config: { staff: 'kyc.view', auditView: 'player' },
      schema: { tags, params: memberIdParams.extend({ side: z.enum(KYC_IMAGE_SIDES) }) },
    },
    async (request, reply) => {
      const { memberId, side } = request.params;
      const image = await kycImage(app.ctx, callerOf(request), { memberId, side });
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};
