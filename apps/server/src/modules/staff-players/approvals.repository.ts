import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { StaffApprovalsTable } from '../../db/schema-staff-players';

/** Four-eyes requests: the only code that reads or writes staff_approvals. */

/**
 * A new request; null when one with its reference exists already (a grant's reference comes from
 * its Idempotency-Key, so the same grant asked twice, even at once, is one request).
 */
export async function insertApproval(db: Executor, row: Insertable<StaffApprovalsTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('staff_approvals')
    .values(row)
    .onConflict((c) => c.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function approvalIdByReference(db: Executor, merchantId: number, reference: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('staff_approvals')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row?.id;
}

const approvalSelect = (db: Executor, merchantId: number) =>
  db
    .selectFrom('staff_approvals')
    .innerJoin('members as player', 'player.id', 'staff_approvals.member_id')
    .innerJoin('members as requester', 'requester.id', 'staff_approvals.requested_by')
    .leftJoin('members as decider', 'decider.id', 'staff_approvals.decided_by')
    .leftJoin('deposits', 'deposits.id', 'staff_approvals.deposit_id')
    .leftJoin('promotions', 'promotions.id', 'staff_approvals.promotion_id')
    .selectAll('staff_approvals')
    .select([
      'player.username as account',
      'requester.username as requester',
      'decider.username as decider',
      'deposits.reference as deposit_reference',
      'promotions.definition as promotion_definition',
    ])
    .where('staff_approvals.merchant_id', '=', merchantId);

export type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalSelect>['executeTakeFirstOrThrow']>>;

export async function listApprovals(db: Executor, merchantId: number, query: { status?: string; pageNo: number; pageSize: number }) {
  let rows = approvalSelect(db, merchantId);
  let count = db
    .selectFrom('staff_approvals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_id', '=', merchantId);
  if (query.status) {
    rows = rows.where('staff_approvals.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('staff_approvals.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirst(),
  ]);
  return { rows: list, total: Number(total?.n ?? 0) };
}

export const findApproval = (db: Executor, merchantId: number, id: number) =>
  approvalSelect(db, merchantId).where('staff_approvals.id', '=', id).executeTakeFirst();

export const approvalsOfMember = (db: Executor, merchantId: number, memberId: number, limit: number) =>
  approvalSelect(db, merchantId)
    .where('staff_approvals.member_id', '=', memberId)
    .orderBy('staff_approvals.id', 'desc')
    .limit(limit)
    .execute();

export const approvalsOfDeposit = (db: Executor, merchantId: number, depositId: number) =>
  approvalSelect(db, merchantId).where('staff_approvals.deposit_id', '=', depositId).orderBy('staff_approvals.id', 'desc').execute();

/** Whether a deposit already has a request waiting (one at a time per deposit). */
export async function pendingForDeposit(db: Executor, depositId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_approvals')
    .select('id')
    .where('deposit_id', '=', depositId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Decides a PENDING request in one conditional update: only a staff member other than the
 * requester, and only once — two approvers pressing at the same moment, one update finds it
 * PENDING (on PostgreSQL the second waits for the row lock, then sees it decided).
 */
export async function decideApproval(
  db: Executor,
  change: { id: number; merchantId: number; deciderId: number; status: 'APPROVED' | 'REJECTED'; note: string | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_approvals')
    .set({ status: change.status, decided_by: change.deciderId, decided_at: change.now, note: change.note })
    .where('id', '=', change.id)
    .where('merchant_id', '=', change.merchantId)
    .where('status', '=', 'PENDING')
    .where('requested_by', '!=', change.deciderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
