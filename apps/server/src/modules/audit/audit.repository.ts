import type { Executor } from '../../db/executor';

/** Reads of the audit log; entries are written by the kernel's audit writer (kernel/audit.ts). */
export async function listAudit(db: Executor, subjectType: string, subjectId: string | number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();
}
