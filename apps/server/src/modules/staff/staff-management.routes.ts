import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@panalo/contract/params';
import {
  staffInviteRequest,
  staffInviteValue,
  staffList,
  staffMember,
  staffRolesRequest,
  staffRolesValue,
  staffSetupDoneValue,
  staffSetupFinishRequest,
  staffSetupRequest,
  staffSetupValue,
} from '@panalo/contract/staff';
import { MailOutbound } from '../../adapters/mail/mail-outbound';
import { createMailer } from '../../adapters/mail/mailer-factory';
import { credentialRateLimit, ok, responses } from '../../lib/http';
import { callerOf, visitorOf } from '../../kernel/request-scope';
import { siteOrigin } from '../recovery/recovery-email-origin';
import { inviteStaff } from './staff-invite.service';
import { brandStaff, decideStaffChange, resetStaffTwoFactor, setStaffAccess, setStaffRoles, unlockStaff } from './staff-management.service';
import { finishStaffSetup, startStaffSetup } from './staff-setup.service';

/**
 * The back office's Staff screen: list, invite (a set-up link mailed to the invitee), roles, the
 * confirmation of staff changes by a second admin, reset two-factor, unlock, disable and enable;
 * and the invitee's set-up page, which needs no session (the mailed link is the proof).
 */
export const staffManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const manage = { config: { staff: 'staff.manage' } } as const;
  const mail = new MailOutbound(
    createMailer(app.ctx.config, app.log, () => app.ctx.clock.now()),
    app.log,
  );
  app.addHook('onClose', () => mail.idle());

  app.get('/wps/operator/staff', { config: { staff: 'staff.view' }, schema: { tags, response: responses(staffList) } }, async (request) =>
    ok(await brandStaff(app.ctx, request.merchant)),
  );

  app.post(
    '/wps/operator/staff',
    { ...manage, schema: { tags, body: staffInviteRequest, response: responses(staffInviteValue) } },
    async (request) =>
      ok(
        await inviteStaff(app.ctx, callerOf(request), request.body, {
          outbound: mail,
          origin: siteOrigin(app.ctx.config, request.merchant, request),
        }),
      ),
  );

  app.put(
    '/wps/operator/staff/:id/roles',
    { ...manage, schema: { tags, params: idParams, body: staffRolesRequest, response: responses(staffRolesValue) } },
    async (request) => ok(await setStaffRoles(app.ctx, callerOf(request), request.params.id, request.body.roles)),
  );

  for (const [decision, confirm] of [
    ['confirm', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/wps/operator/staff/changes/:id/${decision}`,
      { ...manage, schema: { tags, params: idParams, response: responses(staffMember) } },
      async (request) => ok(await decideStaffChange(app.ctx, callerOf(request), request.params.id, confirm)),
    );
  }

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

  // The set-up page's two calls: rate-limited like every credential call; the link's token is the proof.
  const setup = { config: { rateLimit: credentialRateLimit(app.ctx.config), staff: 'public' } } as const;
  app.post(
    '/wps/operator/setup/start',
    { ...setup, schema: { tags, body: staffSetupRequest, response: responses(staffSetupValue) } },
    async (request) => ok(await startStaffSetup(app.ctx, visitorOf(request), request.body.token)),
  );
  app.post(
    '/wps/operator/setup/finish',
    { ...setup, schema: { tags, body: staffSetupFinishRequest, response: responses(staffSetupDoneValue) } },
    async (request) => ok(await finishStaffSetup(app.ctx, visitorOf(request), request.body)),
  );
};
