import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isApiRequest } from './request-area';

/**
 * Each API request belongs to one brand: the `Merchant` header names it by code, or else the
 * request's host is looked up among the brands' domains. An unknown domain is refused.
 */
export const merchantPlugin = fp(async (app) => {
  app.decorateRequest('merchant', null as never);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const code = request.headers['merchant'];
    const merchant =
      typeof code === 'string' && code !== '' ? await app.ctx.merchants.byCode(code) : await app.ctx.merchants.byDomain(request.hostname);
    if (!merchant || merchant.status !== 'active') throw new AppError('INVALID_DOMAIN');
    request.merchant = merchant;
  });
});
