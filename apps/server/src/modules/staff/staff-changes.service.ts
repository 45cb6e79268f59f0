import { STAFF_ROLES, type StaffChange, type StaffRole } from '@panalo/contract/staff';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { findChange, insertChange, pendingChanges, type ChangeRow, type StaffChangeKind } from './staff-changes.repository';

/*
 * Staff changes that wait for a second admin (docs/decisions/0003-four-eyes-no-puppets.md): a new
 * staff account (INVITE: it cannot sign in until confirmed) and roles granted or raised (ROLES:
 * they do not apply until confirmed). The confirmation itself is decideStaffChange in
 * staff-management.service.ts, under the same rule as every four-eyes decision.
 */

const rolesOf = (text: string): StaffRole[] => {
  const roles = JSON.parse(text) as string[];
  return STAFF_ROLES.filter((role) => roles.includes(role));
};

export const toStaffChange = (row: ChangeRow): StaffChange => ({
  id: row.id,
  kind: row.kind as StaffChangeKind,
  memberId: row.member_id,
  username: row.username,
  email: row.email,
  roles: rolesOf(row.roles),
  rolesBefore: rolesOf(row.roles_before),
  requestedBy: row.requester,
  requestedAt: Number(row.requested_at),
});

export async function waitingStaffChanges(ctx: AppContext, merchant: Merchant): Promise<StaffChange[]> {
  return (await pendingChanges(ctx.db, merchant.id)).map(toStaffChange);
}

export async function findStaffChange(ctx: AppContext, merchant: Merchant, id: number): Promise<ChangeRow> {
  const row = await findChange(ctx.db, merchant.id, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** Opens a change of roles for a second admin; one waiting change per staff member (STAFF_CHANGE_PENDING). */
export async function openStaffChange(
  ctx: AppContext,
  caller: Caller,
  change: { kind: 'ROLES'; memberId: number; roles: StaffRole[]; rolesBefore: StaffRole[] },
): Promise<StaffChange> {
  const { merchant, session, client } = caller;
  const now = ctx.clock.now();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const opened = await insertChange(tx, { merchantId: merchant.id, ...change, requestedBy: session.memberId, now });
    if (opened === null) throw new AppError('STAFF_CHANGE_PENDING');
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'staff.roles_requested',
      subjectType: 'member',
      subjectId: change.memberId,
      ip: client.ip,
      detail: { changeId: opened, before: change.rolesBefore, after: change.roles },
      at: now,
    });
    return opened;
  });
  return toStaffChange(await findStaffChange(ctx, merchant, id));
}
