import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@panalo/contract/envelope';
import { errorMessage } from '@panalo/contract/error-codes';
import {
  handoverValue,
  LOGIN_ERROR_PARAM,
  loginCodeRequest,
  memberIconValue,
  oidcCallbackQuery,
  oidcRedirectValue,
  oidcStartQuery,
} from '@panalo/contract/identity';
import { loginValue } from '@panalo/contract/session';
import { AppError } from '../../lib/app-error';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { callerOf, clientOf, sessionOf, visitorOf } from '../../kernel/request-scope';
import { avatarDataUrl } from './avatar';
import { ensureBinding, readBinding } from './browser-binding';
import { issueHandoverCode } from './handover.service';
import { redeemLoginCode } from './login-code.service';
import { finishSocialSignIn, startSocialSignIn } from './oidc.service';

const providerParams = z.object({ provider: z.string().max(32) });
const redirectSchema = { 302: z.union([okEnvelope(oidcRedirectValue), errorEnvelope]) };

/** Where the provider sends the browser back: the brand setting, the brand domain asked, or its main domain. */
function callbackBase(request: FastifyRequest): string {
  const { merchant } = request;
  const configured = merchant.settings.socialLogin.callbackBaseUrl.replace(/\/+$/, '');
  if (configured) return configured;
  if (merchant.domains.some((d) => d.domain === request.hostname)) return `${request.protocol}://${request.host}`;
  const main = merchant.domains.find((d) => d.isMain) ?? merchant.domains[0];
  return main ? `https://${main.domain}` : `${request.protocol}://${request.host}`;
}

/**
 * The start and callback calls are page navigations: they answer with a redirect, to the
 * provider or back to the site, and failures land on /login?loginError=CODE. The body repeats
 * the answer as the usual envelope.
 */
async function navigate(request: FastifyRequest, reply: FastifyReply, work: () => Promise<string>) {
  try {
    const location = await work();
    return reply.code(302).header('location', location).send(ok({ location }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const location = `/login?${LOGIN_ERROR_PARAM}=${error.code}`;
    return reply
      .code(302)
      .header('location', location)
      .send({ success: false as const, code: error.code, message: errorMessage(error.code, request.language) });
  }
}

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['identity'];
  const rateLimit = credentialRateLimit(app.ctx.config);

  app.get(
    '/wps/oidc/:provider/start',
    { config: { rateLimit }, schema: { tags, params: providerParams, querystring: oidcStartQuery, response: redirectSchema } },
    (request, reply) =>
      navigate(request, reply, () => {
        const binding = ensureBinding(request, reply, app.ctx.config.OIDC_STATE_MINUTES * 60);
        const input = {
          merchant: request.merchant,
          provider: request.params.provider,
          query: request.query,
          binding,
          callbackBase: callbackBase(request),
          language: request.language,
        };
        return startSocialSignIn(app.ctx, request.merchant, input, request.log);
      }),
  );

  app.get(
    '/wps/oidc/:provider/callback',
    { config: { rateLimit }, schema: { tags, params: providerParams, querystring: oidcCallbackQuery, response: redirectSchema } },
    (request, reply) =>
      navigate(request, reply, () => {
        const input = {
          merchant: request.merchant,
          provider: request.params.provider,
          query: request.query,
          rawQuery: request.url.split('?')[1] ?? '',
          binding: readBinding(request),
          client: clientOf(request),
        };
        return finishSocialSignIn(app.ctx, input, request.log);
      }),
  );

  app.post(
    '/wps/session/login/code',
    { config: { rateLimit }, schema: { tags: ['session'], body: loginCodeRequest, response: responses(loginValue) } },
    async (request) => ok(await redeemLoginCode(app.ctx, { ...visitorOf(request), code: request.body.code })),
  );

  app.post(
    '/wps/session/handover',
    { preHandler: app.requireRealMember, config: { rateLimit }, schema: { tags: ['session'], response: responses(handoverValue) } },
    async (request) => ok(await issueHandoverCode(app.ctx, callerOf(request))),
  );

  app.get(
    '/wps/member/info/icon',
    { preHandler: app.requireSession, schema: { tags: ['member'], response: responses(memberIconValue) } },
    async (request) => {
      const session = sessionOf(request);
      return ok({ icon: avatarDataUrl(session.merchantId, session.memberId) });
    },
  );
};
