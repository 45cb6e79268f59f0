import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { authenticate } from '../modules/session/session.service';

/** `preHandler: app.requireSession` guards a route with the bearer token (the spec's calls marked T). */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorate('requireSession', async (request) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || token.length > 128) throw new AppError('NOT_LOGGED_IN');
    request.auth = await authenticate(app.ctx, request.merchant, token);
  });
});
