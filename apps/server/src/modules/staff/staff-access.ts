import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MemberType } from '@panalo/contract/member-types';
import { permissionsOf } from '@panalo/contract/staff';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../../kernel/request-scope';
import { findRoles, isPlatformOwner } from './staff.repository';
import { assertStaffIpAllowed } from './staff-ip';

/** The one prefix of the staff (back-office) API; the area modules put their review calls under it. */
export const STAFF_ROUTE_PREFIX = '/wps/operator/';

/**
 * The staff guard, applied to every route under STAFF_ROUTE_PREFIX from its route config: the
 * route names its permission (`config: { staff: 'withdrawals.decide' }`) and the guard checks a
 * staff session of the request's brand (else OPERATOR_ONLY) whose roles grant it (else
 * STAFF_FORBIDDEN), before the body is validated. A staff route that names no permission is refused to everyone, and the
 * route × role test (staff-access.test.ts) fails on it. Registered before the routes.
 */
export const staffAccessPlugin = fp(async (app) => {
  app.decorate('staffRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_ROUTE_PREFIX)) return;
    const permission = route.config?.staff;
    // The HEAD twin of a GET route is guarded like it, and listed once (as the GET).
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.staffRoutes.push({ method, url: route.url, permission });
    if (permission === 'public') return;
    const guard: preValidationHookHandler = async (request: FastifyRequest) => {
      // A platform owner's staff session (signed in on their own brand) works on every brand.
      await app.requireAnySession(request, (other) =>
        other.type === MemberType.OPERATOR ? isPlatformOwner(app.ctx.db, other.memberId) : Promise.resolve(false),
      );
      const session = sessionOf(request);
      if (session.type !== MemberType.OPERATOR) throw new AppError('OPERATOR_ONLY');
      assertStaffIpAllowed(request.merchant, request.ip);
      if (permission === 'signed-in') return;
      const roles = await findRoles(app.ctx.db, request.merchant.id, session.memberId);
      if (!permission || !permissionsOf(roles).includes(permission)) throw new AppError('STAFF_FORBIDDEN');
    };
    // Before the body is validated: a caller without the permission learns nothing about the input.
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });
});
