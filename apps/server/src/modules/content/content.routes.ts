import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryCodesValue,
  dropMenuQuery,
  dropMenuValue,
  helpCenterQuery,
  helpCenterValue,
  noticeQuery,
  noticeValue,
} from '@panalo/contract/content';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/http';
import { authenticate } from '../session/session.service';
import type { AuthenticatedSession } from '../../kernel/caller';
import { notices } from './announcement.service';
import { countryCodes } from './country-codes';
import { helpCenter } from './help-center.service';

/** The session of a call that works with or without one: a missing or ended session reads as a visitor. */
async function optionalSession(ctx: AppContext, request: FastifyRequest): Promise<AuthenticatedSession | null> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token || token.length > 128) return null;
  try {
    return await authenticate(ctx, request.merchant, token);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Site content: announcements, help center, and the small lists the forms need. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get('/wps/system/notice', { schema: { tags, querystring: noticeQuery, response: responses(noticeValue) } }, async (request) =>
    ok(await notices(app.ctx, request.merchant, request.query, await optionalSession(app.ctx, request), request.language)),
  );

  app.get(
    '/wps/system/helpCenter',
    // The customer-service content: readable while the site is closed, so support stays reachable.
    { config: { ungated: true }, schema: { tags, querystring: helpCenterQuery, response: responses(helpCenterValue) } },
    async (request) => ok(await helpCenter(app.ctx, request.merchant, request.query.lang, request.language)),
  );

  app.get('/wps/system/countryCodes', { schema: { tags, response: responses(countryCodesValue) } }, async (request) =>
    ok(countryCodes(request.merchant.registerSettings.defaultCountryDialingCode)),
  );

  app.get('/wps/system/dropMenu', { schema: { tags, querystring: dropMenuQuery, response: responses(dropMenuValue) } }, async (request) =>
    ok(request.merchant.registerSettings.gamingVenues.map(({ label, value }) => ({ label, value }))),
  );
};
