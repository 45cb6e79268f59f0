import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/* Staff changes waiting for a second admin (staff_changes, migration 0056), and set-up links (staff_setup_tokens). */

export type StaffChangeKind = 'INVITE' | 'ROLES';

/**
 * A new waiting change; null when the member already has one waiting (the partial unique index
 * allows one PENDING row per member, so two admins at once cannot both open one; its predicate is
 * written as a literal, for PostgreSQL to match the conflict target to the index).
 */
export async function insertChange(
  db: Executor,
  row: {
    merchantId: number;
    kind: StaffChangeKind;
    memberId: number;
    roles: string[];
    rolesBefore: string[];
    requestedBy: number;
    now: number;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto('staff_changes')
    .values({
      merchant_id: row.merchantId,
      kind: row.kind,
      member_id: row.memberId,
      roles: JSON.stringify(row.roles),
      roles_before: JSON.stringify(row.rolesBefore),
      status: 'PENDING',
      requested_by: row.requestedBy,
      requested_at: row.now,
      decided_by: null,
      decided_at: null,
    })
    .onConflict((c) => c.column('member_id').where('status', '=', sql.lit('PENDING')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

const changeSelect = (db: Executor, merchantId: number) =>
  db
    .selectFrom('staff_changes')
    .innerJoin('members as target', 'target.id', 'staff_changes.member_id')
    .innerJoin('members as requester', 'requester.id', 'staff_changes.requested_by')
    .selectAll('staff_changes')
    .select(['target.username', 'target.email', 'requester.username as requester'])
    .where('staff_changes.merchant_id', '=', merchantId);

export type ChangeRow = Awaited<ReturnType<ReturnType<typeof changeSelect>['executeTakeFirstOrThrow']>>;

export const pendingChanges = (db: Executor, merchantId: number): Promise<ChangeRow[]> =>
  changeSelect(db, merchantId).where('staff_changes.status', '=', 'PENDING').orderBy('staff_changes.id').execute();

export const findChange = (db: Executor, merchantId: number, id: number): Promise<ChangeRow | undefined> =>
  changeSelect(db, merchantId).where('staff_changes.id', '=', id).executeTakeFirst();

/** Decides a waiting change once: false when it was decided already (two admins at the same moment). */
export async function decideChange(
  db: Executor,
  change: { id: number; merchantId: number; status: 'CONFIRMED' | 'REJECTED'; deciderId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_changes')
    .set({ status: change.status, decided_by: change.deciderId, decided_at: change.now })
    .where('id', '=', change.id)
    .where('merchant_id', '=', change.merchantId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Staff accounts whose invitation no second admin has confirmed (waiting, or rejected). */
export async function unconfirmedMembers(db: Executor, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('staff_changes')
    .select('member_id')
    .where('kind', '=', 'INVITE')
    .where('status', '!=', 'CONFIRMED')
    .where('member_id', 'in', memberIds)
    .execute();
  return new Set(rows.map((row) => row.member_id));
}

export async function insertSetupToken(
  db: Executor,
  row: { merchantId: number; memberId: number; tokenHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('staff_setup_tokens')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export const findSetupToken = (db: Executor, merchantId: number, tokenHash: string, now: number) =>
  db
    .selectFrom('staff_setup_tokens')
    .select(['id', 'member_id'])
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Spends a set-up link once; false when another request spent it first. */
export async function spendSetupToken(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_setup_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invited staff accounts whose set-up link was never used (no password or authenticator of their own yet). */
export async function membersNotSetUp(db: Executor, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db.selectFrom('staff_setup_tokens').select(['member_id', 'used_at']).where('member_id', 'in', memberIds).execute();
  const used = new Set(rows.filter((row) => row.used_at !== null).map((row) => row.member_id));
  return new Set(rows.map((row) => row.member_id).filter((id) => !used.has(id)));
}

/** Whether a change of the member waits for a second admin. */
export async function hasPendingChange(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_changes')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
}
