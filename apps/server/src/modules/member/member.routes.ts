import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyValue } from '@panalo/contract/envelope';
import { changePasswordRequest, memberInfo } from '@panalo/contract/member';
import { registerMobileRequest, registerRequest } from '@panalo/contract/registration';
import { loginValue } from '@panalo/contract/session';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { callerOf, clientOf, sessionOf } from '../../kernel/request-scope';
import { changePassword } from './member.service';
import { registerByMobile } from '../verification/mobile-registration.service';
import { registerByUsername } from './registration.service';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member'];
  const perMinute = credentialRateLimit(app.ctx.config);

  app.put(
    '/wps/member/register',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: registerRequest, response: responses(loginValue) } },
    async (request) =>
      ok(
        await registerByUsername(app.ctx, {
          merchant: request.merchant,
          client: clientOf(request),
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
          merchant: request.merchant,
          client: clientOf(request),
          language: request.language,
          form: request.body,
        }),
      ),
  );

  app.get('/wps/member/info', { preHandler: app.requireSession, schema: { tags, response: responses(memberInfo) } }, async (request) =>
    ok(sessionOf(request).profile),
  );

  app.post(
    '/wps/member/password',
    {
      preHandler: app.requireRealMember,
      config: { encrypted: true, rateLimit: perMinute },
      schema: { tags, body: changePasswordRequest, response: responses(emptyValue) },
    },
    async (request) => {
      await changePassword(app.ctx, callerOf(request), request.body, request.language);
      return ok(null);
    },
  );
};
