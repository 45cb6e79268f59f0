import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { StaffInviteRequest, StaffInviteValue } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import type { MailOutbound } from '../../adapters/mail/mail-outbound';
import { AppError } from '../../lib/app-error';
import { HOUR } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { newToken, sha256 } from '../../lib/tokens';
import type { Caller } from '../../kernel/caller';
import { findMemberWithCredentials, insertCredentials, insertMember } from '../member/member-credentials';
import { maskEmail } from '../recovery/recovery-by-staff.service';
import { audit, isPlatformOwnerCaller, staffMemberOf } from './staff-management.service';
import { findStaffChange, toStaffChange } from './staff-changes.service';
import { insertChange, insertSetupToken } from './staff-changes.repository';
import { addSponsorship } from './staff-sponsors.repository';
import { replaceRoles } from './staff.repository';
import { staffSetupMail } from './staff-setup-mail';

/** How the invitation reaches the invitee: the app's mailer, and the site address the link points to (null: none is safe). */
export interface InviteMail {
  outbound: MailOutbound;
  origin: string | null;
}

/**
 * Invites a staff member (docs/decisions/0003-four-eyes-no-puppets.md). The inviter never holds a
 * usable password: the account gets a random one nobody knows, and a one-time link mailed to the
 * invitee's own address lets them set their password and authenticator (staff-setup.service.ts).
 * The account cannot sign in, and holds no role, until a second admin confirms the invitation
 * (a platform owner's invitation needs none); the inviter is recorded as its sponsor either way,
 * so the new account never decides the inviter's requests, nor the inviter the new account's.
 */
export async function inviteStaff(ctx: AppContext, caller: Caller, input: StaffInviteRequest, mail: InviteMail): Promise<StaffInviteValue> {
  const { merchant, session } = caller;
  const owner = await isPlatformOwnerCaller(ctx, caller);
  if (input.roles.includes('platform_owner') && !owner) throw new AppError('STAFF_FORBIDDEN');
  if (await findMemberWithCredentials(ctx.db, merchant.id, input.username)) throw new AppError('USERNAME_TAKEN');
  if (!mail.origin) throw new AppError('FUNCTION_NOT_ENABLED');
  const roles = [...new Set(input.roles)];
  const passwordHash = await hashPassword(newToken());
  const token = newToken();
  const hours = ctx.config.STAFF_SETUP_LINK_HOURS;
  const now = ctx.clock.now();
  const created = await ctx.db.transaction().execute(async (tx) => {
    const memberId = await insertMember(tx, {
      merchant_id: merchant.id,
      username: input.username,
      type: MemberType.OPERATOR,
      upline_id: null,
      language: 'EN',
      status: MemberStatus.ACTIVE,
      nickname: null,
      email: input.email,
      mobile_num: null,
      country_dialing_code: null,
      payee_name: null,
      referral_code: null,
      agent_rate_bp: null,
      contact: '{}',
      register_ip: caller.client.ip,
      register_url: null,
      register_method: 'OPERATOR',
      last_login_at: null,
      created_at: now,
      updated_at: now,
    });
    await insertCredentials(tx, memberId, passwordHash, now, false);
    let changeId: number | null = null;
    if (owner) await replaceRoles(tx, { merchantId: merchant.id, memberId, roles, now });
    else
      changeId = await insertChange(tx, {
        merchantId: merchant.id,
        kind: 'INVITE',
        memberId,
        roles,
        rolesBefore: [],
        requestedBy: session.memberId,
        now,
      });
    await addSponsorship(tx, { memberId, sponsorId: session.memberId, now });
    await insertSetupToken(tx, { merchantId: merchant.id, memberId, tokenHash: sha256(token), now, expiresAt: now + hours * HOUR });
    await audit(ctx, tx, caller, 'staff.invite', memberId, { username: input.username, email: input.email, roles, confirmed: owner });
    return { memberId, changeId };
  });
  // After the commit, never inside the transaction; a failed delivery is logged, and an admin can invite again.
  const link = `${mail.origin}/bo/setup?token=${encodeURIComponent(token)}`;
  await mail.outbound.send(staffSetupMail(input.email, { brand: merchant.name, username: input.username, link, hours }));
  return {
    member: await staffMemberOf(ctx, merchant, created.memberId),
    change: created.changeId === null ? null : toStaffChange(await findStaffChange(ctx, merchant, created.changeId)),
    setupLinkSentTo: maskEmail(input.email),
    setupLinkHours: hours,
  };
}
