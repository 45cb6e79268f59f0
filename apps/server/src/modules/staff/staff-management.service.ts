import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { StaffInviteRequest, StaffInviteValue, StaffList, StaffMember, StaffRole } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { readableCode } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { findMemberWithCredentials, insertCredentials, insertMember } from '../member/member-credentials';
import { revokeAllSessions } from '../session/session.service';
import { clearStaffLock, isStaffLocked } from './staff-lock';
import { deleteTwoFactor, findRoles, listStaff, replaceRoles, setMemberStatus } from './staff.repository';

/*
 * Staff management (the back office's Staff screen): the brand's staff, invitations with a
 * temporary password shown once, roles, a reset of the authenticator, disable and enable. Nobody
 * changes their own roles or access, only a platform owner grants or touches the platform-owner
 * role, and every action is audited.
 */

type Row = Awaited<ReturnType<typeof listStaff>>[number];

/** `signInLocked`: the sign-in is locked by failed attempts (staff-lock.ts), shown as locked like a locked account. */
const memberOf = (row: Row, signInLocked: boolean): StaffMember => ({
  id: row.id,
  username: row.username,
  roles: row.roles,
  status: row.status === MemberStatus.DISABLED ? 'disabled' : row.status === MemberStatus.LOCKED || signInLocked ? 'locked' : 'active',
  enrolled: row.confirmed_at !== null,
  mustChangePassword: row.must_change === 1,
  lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  createdAt: Number(row.created_at),
});

const withLock = async (ctx: AppContext, merchant: Merchant, row: Row) => memberOf(row, await isStaffLocked(ctx, merchant, row.username));

export async function brandStaff(ctx: AppContext, merchant: Merchant): Promise<StaffList> {
  const rows = await listStaff(ctx.db, merchant.id, MemberType.OPERATOR);
  return { list: await Promise.all(rows.map((row) => withLock(ctx, merchant, row))) };
}

async function staffRowOf(ctx: AppContext, merchant: Merchant, id: number): Promise<Row> {
  const row = (await listStaff(ctx.db, merchant.id, MemberType.OPERATOR)).find((member) => member.id === id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

const staffMemberOf = async (ctx: AppContext, merchant: Merchant, id: number): Promise<StaffMember> =>
  withLock(ctx, merchant, await staffRowOf(ctx, merchant, id));

/** The platform-owner role is granted, and its holders changed, only by a platform owner. */
async function assertMayTouch(ctx: AppContext, caller: Caller, target: StaffMember, roles: readonly StaffRole[] = []) {
  if (target.id === caller.session.memberId) throw new AppError('STAFF_SELF_CHANGE');
  const touchesOwner = target.roles.includes('platform_owner') || roles.includes('platform_owner');
  if (touchesOwner && !(await findRoles(ctx.db, caller.merchant.id, caller.session.memberId)).includes('platform_owner')) {
    throw new AppError('STAFF_FORBIDDEN');
  }
}

const audit = (ctx: AppContext, tx: Tx, caller: Caller, action: string, targetId: number, detail: Record<string, unknown>) =>
  appendAudit(tx, {
    merchantId: caller.merchant.id,
    actorMemberId: caller.session.memberId,
    action,
    subjectType: 'member',
    subjectId: targetId,
    ip: caller.client.ip,
    detail,
    at: ctx.clock.now(),
  });

/** A new staff account with a temporary password (shown once, changed at the first sign-in); the authenticator is enrolled then too. */
export async function inviteStaff(ctx: AppContext, caller: Caller, input: StaffInviteRequest): Promise<StaffInviteValue> {
  const { merchant } = caller;
  if (
    input.roles.includes('platform_owner') &&
    !(await findRoles(ctx.db, merchant.id, caller.session.memberId)).includes('platform_owner')
  ) {
    throw new AppError('STAFF_FORBIDDEN');
  }
  if (await findMemberWithCredentials(ctx.db, merchant.id, input.username)) throw new AppError('USERNAME_TAKEN');
  const temporaryPassword = `${readableCode(4)}-${readableCode(4)}-${readableCode(4)}`;
  const passwordHash = await hashPassword(temporaryPassword);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const memberId = await insertMember(tx, {
      merchant_id: merchant.id,
      username: input.username,
      type: MemberType.OPERATOR,
      upline_id: null,
      language: 'EN',
      status: MemberStatus.ACTIVE,
      nickname: null,
      email: null,
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
    await insertCredentials(tx, memberId, passwordHash, now, true);
    await replaceRoles(tx, { merchantId: merchant.id, memberId, roles: input.roles, now });
    await audit(ctx, tx, caller, 'staff.invite', memberId, { username: input.username, roles: input.roles });
    return memberId;
  });
  return { member: await staffMemberOf(ctx, merchant, id), temporaryPassword };
}

export async function setStaffRoles(ctx: AppContext, caller: Caller, id: number, roles: readonly StaffRole[]): Promise<StaffMember> {
  const target = await staffMemberOf(ctx, caller.merchant, id);
  await assertMayTouch(ctx, caller, target, roles);
  const unique = [...new Set(roles)];
  await ctx.db.transaction().execute(async (tx) => {
    await replaceRoles(tx, { merchantId: caller.merchant.id, memberId: id, roles: unique, now: ctx.clock.now() });
    await audit(ctx, tx, caller, 'staff.roles', id, { before: target.roles, after: unique });
  });
  return staffMemberOf(ctx, caller.merchant, id);
}

/** Forgets the authenticator and ends the staff member's sessions: the next sign-in enrols a new one. */
export async function resetStaffTwoFactor(ctx: AppContext, caller: Caller, id: number): Promise<StaffMember> {
  const target = await staffMemberOf(ctx, caller.merchant, id);
  await assertMayTouch(ctx, caller, target);
  await ctx.db.transaction().execute(async (tx) => {
    await deleteTwoFactor(tx, id);
    const ended = await revokeAllSessions(ctx, tx, id);
    await audit(ctx, tx, caller, 'staff.two-factor-reset', id, { sessionsEnded: ended });
  });
  ctx.sessions.dropMember(id);
  return staffMemberOf(ctx, caller.merchant, id);
}

/** Disables (sessions end at once) or enables a staff member's access. */
export async function setStaffAccess(ctx: AppContext, caller: Caller, id: number, enabled: boolean): Promise<StaffMember> {
  const target = await staffMemberOf(ctx, caller.merchant, id);
  await assertMayTouch(ctx, caller, target);
  await ctx.db.transaction().execute(async (tx) => {
    await setMemberStatus(tx, id, enabled ? MemberStatus.ACTIVE : MemberStatus.DISABLED, ctx.clock.now());
    const ended = enabled ? 0 : await revokeAllSessions(ctx, tx, id);
    await audit(ctx, tx, caller, enabled ? 'staff.enable' : 'staff.disable', id, { sessionsEnded: ended });
  });
  ctx.sessions.dropMember(id);
  return staffMemberOf(ctx, caller.merchant, id);
}

/**
 * Unlocks a staff member locked out by failed sign-ins (their attempt counter is cleared) or a
 * locked account (made active again); audited with what was locked.
 */
export async function unlockStaff(ctx: AppContext, caller: Caller, id: number): Promise<StaffMember> {
  const row = await staffRowOf(ctx, caller.merchant, id);
  const signInLocked = await isStaffLocked(ctx, caller.merchant, row.username);
  await assertMayTouch(ctx, caller, memberOf(row, signInLocked));
  const accountLocked = row.status === MemberStatus.LOCKED;
  await ctx.db.transaction().execute(async (tx) => {
    await clearStaffLock(tx, caller.merchant, row.username);
    if (accountLocked) await setMemberStatus(tx, id, MemberStatus.ACTIVE, ctx.clock.now());
    await audit(ctx, tx, caller, 'staff.unlock', id, { signInLocked, accountLocked });
  });
  return staffMemberOf(ctx, caller.merchant, id);
}
