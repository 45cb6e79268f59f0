import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMobileRequest, registerRequest } from '@panalo/contract/registration';
import { loginValue } from '@panalo/contract/session';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { visitorOf } from '../../kernel/request-scope';
import { registerByMobile } from './mobile-registration.service';
import { registerByUsername } from './registration.service';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member'];
  const perMinute = credentialRateLimit(app.ctx.config);

  app.put(
    '/wps/member/register',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: registerRequest, response: responses(loginValue) } },
    async (request) =>
      ok(
        await registerByUsername(app.ctx, {
          ...visitorOf(request),
          language: request.language,
          form: request.body,
        }),
      ),
  );

  app.put(
    '/wps/member/register/mobile',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: registerMobileRequest, response: responses(loginValue) } },
    async (request) =>
      ok(
        await registerByMobile(app.ctx, {
          ...visitorOf(request),
          language: request.language,
          form: request.body,
        }),
      ),
  );
};
