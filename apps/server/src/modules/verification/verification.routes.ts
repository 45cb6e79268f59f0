import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsCodeValue,
  smsInboxQuery,
  smsInboxValue,
  smsLoginCodeRequest,
  smsRecoveryCodeRequest,
  smsRegisterCodeRequest,
} from '@panalo/contract/verification';
import { DevSmsGateway } from '../../adapters/sms/dev-sms-gateway';
import { createSmsGateway } from '../../adapters/sms/sms-gateway-factory';
import { toIso } from '../../lib/clock';
import { localClientsOnly } from '../../lib/local-client';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { sendLoginCode, sendRecoveryCode, sendRegisterCode, type SendContext } from './verification.service';

/** The SMS code calls of spec 000 section 7, and the development inbox. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['verification'];
  const { ctx } = app;
  const gateway = createSmsGateway(ctx.config, app.log, () => ctx.clock.now());
  const rateLimit = credentialRateLimit(ctx.config);
  const config = { rateLimit };
  const schema = <T>(body: T) => ({ tags, body, response: responses(smsCodeValue) });
  const sender = (request: { merchant: SendContext['merchant']; ip: string; language: SendContext['language'] }): SendContext => ({
    ctx,
    gateway,
    merchant: request.merchant,
    ip: request.ip,
    language: request.language,
  });

  app.post('/wps/verification/sms/login', { config, schema: schema(smsLoginCodeRequest) }, async (request) =>
    ok(await sendLoginCode(sender(request), request.body)),
  );
  app.post('/wps/verification/sms/register', { config, schema: schema(smsRegisterCodeRequest) }, async (request) =>
    ok(await sendRegisterCode(sender(request), request.body)),
  );
  app.post('/wps/verification/sms/noLogin', { config, schema: schema(smsRecoveryCodeRequest) }, async (request) =>
    ok(await sendRecoveryCode(sender(request), request.body)),
  );

  // What the development gateway "sent", so a developer (or a test) can read the code without a phone.
  // Only to a client on this machine: anyone who can read it can log in as any number.
  if (ctx.config.NODE_ENV !== 'production' && gateway instanceof DevSmsGateway) {
    const options = { onRequest: localClientsOnly, schema: { tags, querystring: smsInboxQuery, response: responses(smsInboxValue) } };
    app.get('/wps/dev/sms-inbox', options, async (request) =>
      ok(
        gateway.messages(request.query.mobile).map((entry) => ({
          to: entry.to,
          text: entry.text,
          code: /\b(\d{6})\b/.exec(entry.text)?.[1] ?? null,
          sentAt: toIso(entry.sentAt),
        })),
      ),
    );
  }
};
