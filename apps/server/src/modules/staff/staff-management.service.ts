import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { StaffList, StaffMember, StaffRole, StaffRolesValue } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { revokeAllSessions } from '../session/session.service';
import { assertMayDecide } from './four-eyes-policy';
import { findStaffChange, openStaffChange, toStaffChange, waitingStaffChanges } from './staff-changes.service';
import { decideChange, hasPendingChange, membersNotSetUp, unconfirmedMembers } from './staff-changes.repository';
import { clearStaffLock, isStaffLocked } from './staff-lock';
import { addSponsorship } from './staff-sponsors.repository';
import { deleteTwoFactor, findRoles, listStaff, replaceRoles, setMemberStatus } from './staff.repository';

/*
 * Staff management (the back office's Staff screen): the brand's staff with the changes waiting
 * for a second admin, roles, a reset of the authenticator, disable and enable (invitations:
 * staff-invite.service.ts). Nobody changes their own roles or access, only a platform owner
 * grants or touches the platform-owner role, and every action is audited.
 */

type Row = Awaited<ReturnType<typeof listStaff>>[number];

/** What the list shows beside the row: the sign-in lock (staff-lock.ts), and the invitation's confirmation and set-up. */
interface RowState {
  signInLocked: boolean;
  confirmed: boolean;
  setUp: boolean;
}

const memberOf = (row: Row, state: RowState): StaffMember => ({
  id: row.id,
  username: row.username,
  roles: row.roles,
  status:
    row.status === MemberStatus.DISABLED ? 'disabled' : row.status === MemberStatus.LOCKED || state.signInLocked ? 'locked' : 'active',
  enrolled: row.confirmed_at !== null,
  mustChangePassword: row.must_change === 1,
  confirmed: state.confirmed,
  setUp: state.setUp,
  email: row.email,
  lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  createdAt: Number(row.created_at),
});

async function membersOf(ctx: AppContext, merchant: Merchant, rows: Row[]): Promise<StaffMember[]> {
  const ids = rows.map((row) => row.id);
  const [unconfirmed, notSetUp] = await Promise.all([unconfirmedMembers(ctx.db, ids), membersNotSetUp(ctx.db, ids)]);
  return Promise.all(
    rows.map(async (row) =>
      memberOf(row, {
        signInLocked: await isStaffLocked(ctx, merchant, row.username),
        confirmed: !unconfirmed.has(row.id),
        setUp: !notSetUp.has(row.id),
      }),
    ),
  );
}

/** The brand's staff, and the changes of staff waiting for a second admin. */
export async function brandStaff(ctx: AppContext, merchant: Merchant): Promise<StaffList> {
  const rows = await listStaff(ctx.db, merchant.id, MemberType.OPERATOR);
  return { list: await membersOf(ctx, merchant, rows), changes: await waitingStaffChanges(ctx, merchant) };
}

async function staffRowOf(ctx: AppContext, merchant: Merchant, id: number): Promise<Row> {
  const row = (await listStaff(ctx.db, merchant.id, MemberType.OPERATOR)).find((member) => member.id === id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export const staffMemberOf = async (ctx: AppContext, merchant: Merchant, id: number): Promise<StaffMember> =>
  (await membersOf(ctx, merchant, [await staffRowOf(ctx, merchant, id)]))[0]!;

/** Whether the signed-in staff member holds the platform-owner role (who needs no second admin for staff changes). */
export const isPlatformOwnerCaller = async (ctx: AppContext, caller: Caller): Promise<boolean> =>
  (await findRoles(ctx.db, caller.merchant.id, caller.session.memberId)).includes('platform_owner');

/** Nobody changes themselves; the platform-owner role is granted, and its holders changed, only by a platform owner. */
export async function assertMayTouch(ctx: AppContext, caller: Caller, target: StaffMember, roles: readonly StaffRole[] = []) {
  if (target.id === caller.session.memberId) throw new AppError('STAFF_SELF_CHANGE');
  const touchesOwner = target.roles.includes('platform_owner') || roles.includes('platform_owner');
  if (touchesOwner && !(await isPlatformOwnerCaller(ctx, caller))) throw new AppError('STAFF_FORBIDDEN');
}

export const audit = (ctx: AppContext, tx: Executor, caller: Caller, action: string, targetId: number, detail: Record<string, unknown>) =>
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

/**
 * Sets a staff member's roles. Taking roles away applies at once; granting or raising them waits
 * for a second admin (staff-changes.service.ts), unless a platform owner asks, who needs none.
 * While a change of the member waits, no other is taken (STAFF_CHANGE_PENDING): a confirmation
 * always applies what the confirming admin saw.
 */
export async function setStaffRoles(ctx: AppContext, caller: Caller, id: number, roles: readonly StaffRole[]): Promise<StaffRolesValue> {
  const target = await staffMemberOf(ctx, caller.merchant, id);
  await assertMayTouch(ctx, caller, target, roles);
  if (await hasPendingChange(ctx.db, id)) throw new AppError('STAFF_CHANGE_PENDING');
  const unique = [...new Set(roles)];
  const raises = unique.some((role) => !target.roles.includes(role));
  const now = ctx.clock.now();
  if (raises && !(await isPlatformOwnerCaller(ctx, caller))) {
    const change = await openStaffChange(ctx, caller, { kind: 'ROLES', memberId: id, roles: unique, rolesBefore: target.roles });
    return { member: await staffMemberOf(ctx, caller.merchant, id), change };
  }
  await ctx.db.transaction().execute(async (tx) => {
    await replaceRoles(tx, { merchantId: caller.merchant.id, memberId: id, roles: unique, now });
    if (raises) await addSponsorship(tx, { memberId: id, sponsorId: caller.session.memberId, now });
    await audit(ctx, tx, caller, 'staff.roles', id, { before: target.roles, after: unique });
  });
  ctx.sessions.dropMember(id);
  return { member: await staffMemberOf(ctx, caller.merchant, id), change: null };
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
  await assertMayTouch(ctx, caller, await staffMemberOf(ctx, caller.merchant, id));
  const accountLocked = row.status === MemberStatus.LOCKED;
  await ctx.db.transaction().execute(async (tx) => {
    await clearStaffLock(tx, caller.merchant, row.username);
    if (accountLocked) await setMemberStatus(tx, id, MemberStatus.ACTIVE, ctx.clock.now());
    await audit(ctx, tx, caller, 'staff.unlock', id, { signInLocked, accountLocked });
  });
  return staffMemberOf(ctx, caller.merchant, id);
}

/**
 * A second admin's decision on a waiting staff change. Confirming is a four-eyes decision
 * (assertMayDecide: not the requester, nobody the requester created or promoted or was created or
 * promoted by, no new or unconfirmed account), and nobody decides a change of themselves; then
 * the invited account may sign in with the roles asked for, or the raised roles apply, and the
 * requester is recorded as the member's sponsor. Rejecting grants nothing, so any admin may,
 * the requester too (to withdraw it); a rejected invitation leaves the account disabled.
 */
export async function decideStaffChange(ctx: AppContext, caller: Caller, id: number, confirm: boolean): Promise<StaffMember> {
  const { merchant, session } = caller;
  const change = await findStaffChange(ctx, merchant, id);
  if (change.status !== 'PENDING') throw new AppError('ALREADY_PROCESSED');
  if (change.member_id === session.memberId) throw new AppError('STAFF_SELF_CHANGE');
  const roles = toStaffChange(change).roles;
  const now = ctx.clock.now();
  if (confirm) {
    await assertMayDecide(ctx.db, { merchant, deciderId: session.memberId, requesterId: change.requested_by, now });
    if (roles.includes('platform_owner') && !(await isPlatformOwnerCaller(ctx, caller))) throw new AppError('STAFF_FORBIDDEN');
  }
  await ctx.db.transaction().execute(async (tx) => {
    const status = confirm ? 'CONFIRMED' : 'REJECTED';
    if (!(await decideChange(tx, { id, merchantId: merchant.id, status, deciderId: session.memberId, now }))) {
      throw new AppError('ALREADY_PROCESSED');
    }
    if (confirm) {
      await replaceRoles(tx, { merchantId: merchant.id, memberId: change.member_id, roles, now });
      await addSponsorship(tx, { memberId: change.member_id, sponsorId: change.requested_by, now });
    } else if (change.kind === 'INVITE') {
      await setMemberStatus(tx, change.member_id, MemberStatus.DISABLED, now);
    }
    const detail = { changeId: id, kind: change.kind, roles, requestedBy: change.requester };
    await audit(ctx, tx, caller, confirm ? 'staff.change_confirmed' : 'staff.change_rejected', change.member_id, detail);
  });
  ctx.sessions.dropMember(change.member_id);
  return staffMemberOf(ctx, merchant, change.member_id);
}
