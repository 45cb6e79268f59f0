import type { Executor } from '../db/executor';

/*
 * The audit writer: every module appends its money and account actions here, in the transaction
 * of the action itself. Reads live in modules/audit.
 */

export interface AuditEntry {
  merchantId: number | null;
  actorMemberId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  ip: string | null;
  detail?: Record<string, unknown>;
  at: number;
}

/** The audit log only grows: the database refuses updates and deletes on it. */
export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: entry.merchantId,
      actor_member_id: entry.actorMemberId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId === null ? null : String(entry.subjectId),
      ip: entry.ip,
      detail: JSON.stringify(entry.detail ?? {}),
      created_at: entry.at,
    })
    .execute();
}
