import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPlayerType } from '@panalo/contract/member-types';
import { AppError } from '../lib/app-error';
import { authenticate } from '../modules/session/session.service';

/**
 * `preHandler: app.requireSession` guards a player call with the bearer token (the spec's calls
 * marked T); a staff session is refused there. `app.requireAnySession` also takes staff sessions,
 * for the operator calls, which check the role themselves.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  const authenticateRequest = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || token.length > 128) throw new AppError('NOT_LOGGED_IN');
    request.auth = await authenticate(app.ctx, request.merchant, token);
    return request.auth;
  };
  app.decorate('requireAnySession', async (request) => {
    await authenticateRequest(request);
  });
  app.decorate('requireSession', async (request) => {
    const session = await authenticateRequest(request);
    if (!isPlayerType(session.type)) throw new AppError('NON_MEMBER_ACCOUNT');
  });
});
