import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@panalo/contract/params';
import { staffInviteRequest, staffInviteValue, staffList, staffMember, staffRolesRequest } from '@panalo/contract/staff';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { brandStaff, inviteStaff, resetStaffTwoFactor, setStaffAccess, setStaffRoles, unlockStaff } from './staff-management.service';

/** The back office's Staff screen: list, invite, roles, reset two-factor, unlock, disable and enable. */
export const staffManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const manage = { config: { staff: 'staff.manage' } } as const;

  app.get('/wps/operator/staff', { config: { staff: 'staff.view' }, schema: { tags, response: responses(staffList) } }, async (request) =>
    ok(await brandStaff(app.ctx, request.merchant)),
  );

  app.post(
    '/wps/operator/staff',
    { ...manage, schema: { tags, body: staffInviteRequest, response: responses(staffInviteValue) } },
    async (request) => ok(await inviteStaff(app.ctx, callerOf(request), request.body)),
  );

  app.put(
    '/wps/operator/staff/:id/roles',
    { ...manage, schema: { tags, params: idParams, body: staffRolesRequest, response: responses(staffMember) } },
    async (request) => ok(await setStaffRoles(app.ctx, callerOf(request), request.params.id, request.body.roles)),
  );

  app.post(
    '/wps/operator/staff/:id/reset-two-factor',
    { ...manage, schema: { tags, params: idParams, response: responses(staffMember) } },
    async (request) => ok(await resetStaffTwoFactor(app.ctx, callerOf(request), request.params.id)),
  );

  app.post(
    '/wps/operator/staff/:id/unlock',
    { ...manage, schema: { tags, params: idParams, response: responses(staffMember) } },
    async (request) => ok(await unlockStaff(app.ctx, callerOf(request), request.params.id)),
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/wps/operator/staff/:id/${action}`,
      { ...manage, schema: { tags, params: idParams, response: responses(staffMember) } },
      async (request) => ok(await setStaffAccess(app.ctx, callerOf(request), request.params.id, enabled)),
    );
  }
};
