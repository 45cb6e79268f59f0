import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unlockByCodeRequest, unlockByLinkRequest, unlockRequest, unlockSent, unlockValue } from '@panalo/contract/session';
import type { MailOutbound } from '../../adapters/mail/mail-outbound';
import { createSmsGateway } from '../../adapters/sms/sms-gateway-factory';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { visitorOf } from '../../kernel/request-scope';
import { siteOrigin } from './recovery-email-origin';
import { requestUnlock, unlockByCode, unlockByLink } from './account-unlock.service';

/**
 * Unlocking a locked account (docs/security.md): the code or link goes to the owner's channels.
 * Registered by the e-mail recovery routes, whose mail queue it shares, so the development outbox
 * waits for its mails too.
 */
export const accountUnlockRoutes: FastifyPluginAsyncZod<{ outbound: MailOutbound }> = async (app, { outbound }) => {
  const tags = ['session'];
  const { ctx } = app;
  const perMinute = credentialRateLimit(ctx.config);
  const gateway = createSmsGateway(ctx.config, app.log, () => ctx.clock.now());

  app.post(
    '/wps/session/unlock',
    { config: { rateLimit: perMinute }, schema: { tags, body: unlockRequest, response: responses(unlockSent) } },
    async (request) =>
      ok(
        await requestUnlock(
          ctx,
          { gateway, outbound, origin: siteOrigin(ctx.config, request.merchant, request) },
          { ...visitorOf(request), language: request.language, form: request.body },
        ),
      ),
  );

  app.post(
    '/wps/session/unlock/code',
    { config: { rateLimit: perMinute }, schema: { tags, body: unlockByCodeRequest, response: responses(unlockValue) } },
    async (request) => ok(await unlockByCode(ctx, { ...visitorOf(request), form: request.body })),
  );

  app.post(
    '/wps/session/unlock/link',
    { config: { rateLimit: perMinute }, schema: { tags, body: unlockByLinkRequest, response: responses(unlockValue) } },
    async (request) => ok(await unlockByLink(ctx, { ...visitorOf(request), form: request.body })),
  );
};
