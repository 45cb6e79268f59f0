import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginValue } from '@panalo/contract/session';
import { passwordByPhoneRequest } from '@panalo/contract/verification';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { visitorOf } from '../../kernel/request-scope';
import { setPasswordByPhone } from './recovery.service';
import { recoveryEmailRoutes } from './recovery-email.routes';

/** Password recovery by phone; the code comes from POST /wps/verification/sms/noLogin. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wps/member/password/verification',
    {
      config: { encrypted: true, rateLimit: credentialRateLimit(app.ctx.config) },
      schema: { tags: ['member'], body: passwordByPhoneRequest, response: responses(loginValue) },
    },
    async (request) =>
      ok(
        await setPasswordByPhone(app.ctx, {
          ...visitorOf(request),
          language: request.language,
          form: request.body,
        }),
      ),
  );
  await app.register(recoveryEmailRoutes);
};
