import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaValue } from '@panalo/contract/session';
import { ok, responses } from '../../lib/http';
import { issueCaptcha } from './captcha.service';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/captcha',
    {
      schema: { tags: ['session'], response: responses(captchaValue) },
    },
    async (request) => {
      const { answer, ...captcha } = await issueCaptcha(app.ctx, request.merchant.id, request.ip);
      app.ctx.observers.captchaIssued?.(captcha.captchaId, answer);
      return ok(captcha);
    },
  );
};
