import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorLoginRequest, operatorLoginValue } from '@panalo/contract/wallet';
import {
  staffCodeRequest,
  staffDashboard,
  staffProfile,
  staffSessionValue,
  staffSignInRequest,
  staffSignInValue,
} from '@panalo/contract/staff';
import { emptyValue } from '@panalo/contract/envelope';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { callerOf, visitorOf } from '../../kernel/request-scope';
import { operatorLogin, staffCode, staffProfileOf, staffSignIn, staffSignOut } from './staff-session.service';
import { staffDashboard as dashboardOf } from './staff-dashboard.service';

/**
 * The staff API's own calls: the back office's sign-in (password, then an authenticator or
 * recovery code), the operator API's password-only log-in, sign-out, who is signed in, and the
 * dashboard. The review calls of each area live beside the area under the same prefix.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  // The back office sends plain JSON (the player site's body encryption is not part of it).
  const credentials = { rateLimit: credentialRateLimit(app.ctx.config), staff: 'public' } as const;

  app.post(
    '/wps/operator/session/login',
    { config: { ...credentials, encrypted: true }, schema: { tags, body: operatorLoginRequest, response: responses(operatorLoginValue) } },
    async (request) => ok(await operatorLogin(app.ctx, { ...visitorOf(request), form: request.body })),
  );

  app.post(
    '/wps/operator/session/sign-in',
    { config: credentials, schema: { tags, body: staffSignInRequest, response: responses(staffSignInValue) } },
    async (request) => ok(await staffSignIn(app.ctx, { ...visitorOf(request), form: request.body })),
  );

  app.post(
    '/wps/operator/session/code',
    { config: credentials, schema: { tags, body: staffCodeRequest, response: responses(staffSessionValue) } },
    async (request) => ok(await staffCode(app.ctx, { ...visitorOf(request), form: request.body })),
  );

  app.delete(
    '/wps/operator/session/logout',
    { config: { staff: 'signed-in' }, schema: { tags, response: responses(emptyValue) } },
    async (request) => {
      await staffSignOut(app.ctx, callerOf(request));
      return ok(null);
    },
  );

  app.get('/wps/operator/me', { config: { staff: 'signed-in' }, schema: { tags, response: responses(staffProfile) } }, async (request) =>
    ok(await staffProfileOf(app.ctx, request.merchant, callerOf(request).session)),
  );

  app.get(
    '/wps/operator/dashboard',
    { config: { staff: 'dashboard.view' }, schema: { tags, response: responses(staffDashboard) } },
    async (request) => ok(await dashboardOf(app.ctx, request.merchant)),
  );
};
