import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyValue } from '@panalo/contract/envelope';
import { freePlayRequest, loginRequest, loginV2Request, loginValue } from '@panalo/contract/session';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { callerOf, clientOf } from '../../kernel/request-scope';
import { loginV2 } from '../verification/sms-login.service';
import { freePlay, login, logout } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['session'];
  const perMinute = credentialRateLimit(app.ctx.config);

  app.post(
    '/wps/session/login',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: loginRequest, response: responses(loginValue) } },
    async (request) => ok(await login(app.ctx, { merchant: request.merchant, client: clientOf(request), form: request.body })),
  );

  app.post(
    '/wps/session/login/v2',
    { config: { encrypted: true, rateLimit: perMinute }, schema: { tags, body: loginV2Request, response: responses(loginValue) } },
    async (request) => ok(await loginV2(app.ctx, { merchant: request.merchant, client: clientOf(request), form: request.body })),
  );

  app.post(
    '/wps/session/login/freeplay',
    { config: { rateLimit: perMinute }, schema: { tags, body: freePlayRequest.optional(), response: responses(loginValue) } },
    async (request) => ok(await freePlay(app.ctx, { merchant: request.merchant, client: clientOf(request) })),
  );

  app.delete(
    '/wps/session/logout',
    { preHandler: app.requireSession, schema: { tags, response: responses(emptyValue) } },
    async (request) => {
      await logout(app.ctx, callerOf(request));
      return ok(null);
    },
  );
};
