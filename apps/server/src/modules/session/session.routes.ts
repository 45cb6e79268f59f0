import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyValue } from '@panalo/contract/envelope';
import { changePasswordRequest } from '@panalo/contract/member';
import {
  freePlayRequest,
  loginRequest,
  loginResendRequest,
  loginV2Request,
  loginValue,
  loginVerification,
  loginVerifyRequest,
} from '@panalo/contract/session';
import { createMailer } from '../../adapters/mail/mailer-factory';
import { createSmsGateway } from '../../adapters/sms/sms-gateway-factory';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { callerOf, visitorOf } from '../../kernel/request-scope';
import { resendNewIpCode } from './new-ip-verification';
import { changePassword } from './password-change.service';
import { loginV2 } from './sms-login.service';
import { freePlay, login, logout, verifyLoginCode } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['session'];
  const perMinute = credentialRateLimit(app.ctx.config);
  // The app's one SMS gateway and mailer: the new-IP log-in codes go out through them.
  const now = () => app.ctx.clock.now();
  const senders = { sms: createSmsGateway(app.ctx.config, app.log, now), mail: createMailer(app.ctx.config, app.log, now) };

  app.post(
    '/wps/session/login',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: loginRequest, response: responses(loginValue) } },
    async (request) =>
      ok(
        await login(app.ctx, {
          ...visitorOf(request),
          form: request.body,
          language: request.language,
          senders,
        }),
      ),
  );

  app.post(
    '/wps/session/login/verify',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: loginVerifyRequest, response: responses(loginValue) } },
    async (request) => ok(await verifyLoginCode(app.ctx, { ...visitorOf(request), form: request.body })),
  );

  app.post(
    '/wps/session/login/resend',
    {
      config: { encrypted: true, rateLimit: perMinute },
      schema: { tags, body: loginResendRequest, response: responses(loginVerification) },
    },
    async (request) =>
      ok(
        await resendNewIpCode(app.ctx, {
          ...visitorOf(request),
          form: request.body,
          language: request.language,
          senders,
        }),
      ),
  );

  app.post(
    '/wps/session/login/v2',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: loginV2Request, response: responses(loginValue) } },
    async (request) => ok(await loginV2(app.ctx, { ...visitorOf(request), form: request.body })),
  );

  app.post(
    '/wps/session/login/freeplay',
    { config: { rateLimit: perMinute }, schema: { tags, body: freePlayRequest.nullish(), response: responses(loginValue) } },
    async (request) => ok(await freePlay(app.ctx, visitorOf(request))),
  );

  app.delete(
    '/wps/session/logout',
    { preHandler: app.requireSession, schema: { tags, response: responses(emptyValue) } },
    async (request) => {
      await logout(app.ctx, callerOf(request));
      return ok(null);
    },
  );

  // The member's own password: a change ends the member's other sessions (password-replacement.ts).
  app.post(
    '/wps/member/password',
    {
      preHandler: app.requireRealMember,
      config: { encrypted: true, rateLimit: perMinute },
      schema: { tags: ['member'], body: changePasswordRequest, response: responses(emptyValue) },
    },
    async (request) => {
      await changePassword(app.ctx, callerOf(request), request.body, request.language);
      return ok(null);
    },
  );
};
