import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mailOutboxQuery,
  mailOutboxValue,
  passwordByEmailRequest,
  passwordByEmailValue,
  passwordResetRequest,
  passwordResetValue,
} from '@panalo/contract/verification';
import { DevMailer } from '../../adapters/mail/dev-mailer';
import { MailOutbound } from '../../adapters/mail/mail-outbound';
import { createMailer } from '../../adapters/mail/mailer-factory';
import { HOUR, toIso } from '../../lib/clock';
import { localClientsOnly } from '../../lib/local-client';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { visitorOf } from '../../kernel/request-scope';
import { siteOrigin } from './recovery-email-origin';
import { accountUnlockRoutes } from './account-unlock.routes';
import { requestResetMail, resetPasswordByEmail } from './recovery-email.service';

/** Forgot password by e-mail (docs/mail.md): the link request, the reset, and the development outbox. */
export const recoveryEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member'];
  const { ctx } = app;
  const mailer = createMailer(ctx.config, app.log, () => ctx.clock.now());
  const outbound = new MailOutbound(mailer, app.log);
  app.addHook('onClose', () => outbound.idle());
  await app.register(accountUnlockRoutes, { outbound });

  // The spec's forgot-password call is form-encoded; this plugin's routes only (JSON works too).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/wps/member/password/email',
    {
      config: { rateLimit: { max: ctx.config.PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR, timeWindow: HOUR } },
      schema: { tags, body: passwordByEmailRequest, response: responses(passwordByEmailValue) },
    },
    async (request) =>
      ok(
        await requestResetMail(
          {
            ctx,
            outbound,
            ...visitorOf(request),
            language: request.language,
            origin: siteOrigin(ctx.config, request.merchant, request),
          },
          request.body,
        ),
      ),
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { encrypted: true, rateLimit: credentialRateLimit(ctx.config) },
      schema: { tags, body: passwordResetRequest, response: responses(passwordResetValue) },
    },
    async (request) =>
      ok(
        await resetPasswordByEmail(ctx, {
          ...visitorOf(request),
          language: request.language,
          form: request.body,
        }),
      ),
  );

  // What the development mailer "sent", so a developer (or a test) can follow the link without a mailbox.
  // Only to a client on this machine: anyone who can read it can reset any password.
  if (ctx.config.NODE_ENV !== 'production' && mailer instanceof DevMailer) {
    app.get(
      '/wps/dev/mail-outbox',
      { onRequest: localClientsOnly, schema: { tags, querystring: mailOutboxQuery, response: responses(mailOutboxValue) } },
      async (request) => {
        // Mail is sent in the background: what was asked for before this call is in the list.
        await outbound.idle();
        return ok(
          mailer.messages(request.query.to).map((entry) => ({
            to: entry.to,
            subject: entry.subject,
            text: entry.text,
            link: /https?:\/\/\S+/.exec(entry.text)?.[0] ?? null,
            sentAt: toIso(entry.sentAt),
          })),
        );
      },
    );
  }
};
