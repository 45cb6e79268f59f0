import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '@panalo/contract/constants';
import { captchaValue } from '@panalo/contract/session';
import { ok, responses } from '../../lib/http';
import { issueCaptcha } from './captcha.service';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/captcha',
    {
      // The spec limits captcha refresh to once a second per client.
      config: { rateLimit: { max: 1, timeWindow: CAPTCHA_REFRESH_THROTTLE_MS } },
      schema: { tags: ['session'], response: responses(captchaValue) },
    },
    async (request) => {
      const { answer, ...captcha } = await issueCaptcha(app.ctx, request.merchant.id, request.ip);
      app.ctx.observers.captchaIssued?.(captcha.captchaId, answer);
      return ok(captcha);
    },
  );
};
