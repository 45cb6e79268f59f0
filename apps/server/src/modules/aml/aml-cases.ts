import type { AmlCaseKind } from '@panalo/contract/aml';
import type { Executor } from '../../db/executor';
import { DAY } from '../../lib/clock';
import { caseIdByKey, insertCaseOnce, insertEvidence, type NewEvidence } from './aml-cases.repository';

/**
 * How long a case and its evidence are kept: five years from detection (AMLA section 9(b) as
 * amended, and the AMLC casino implementing rules' record keeping). Nothing deletes them before;
 * a database trigger refuses deletes altogether (migration 0031).
 */
export const RETENTION_MS = 5 * 366 * DAY;

export interface CaseTrigger {
  merchantId: number;
  kind: AmlCaseKind;
  /** What makes this trigger unique within the brand (with the kind, the case key). */
  key: string;
  memberId: number | null;
  amount: number | null;
  summary: string;
  now: number;
  evidence: NewEvidence[];
}

/**
 * Opens a case for a trigger once: a second call for the same trigger (another posting, another
 * scan, another process) finds the key taken and does nothing. Runs on the caller's executor, so a
 * case found inside a money transaction commits with the posting that made it. Returns the new
 * case's id, or null when the trigger already had one.
 */
export async function openCase(db: Executor, trigger: CaseTrigger): Promise<number | null> {
  const id = await insertCaseOnce(db, {
    merchantId: trigger.merchantId,
    key: `${trigger.kind}:${trigger.key}`,
    kind: trigger.kind,
    memberId: trigger.memberId,
    amount: trigger.amount,
    summary: trigger.summary,
    now: trigger.now,
    retainUntil: trigger.now + RETENTION_MS,
  });
  if (id !== null && trigger.evidence.length > 0) await insertEvidence(db, id, trigger.evidence);
  return id;
}

/** The case of a trigger, opened now or before (a second hit of the same person links to the first case). */
export async function caseOfTrigger(db: Executor, trigger: CaseTrigger): Promise<number | null> {
  return (await openCase(db, trigger)) ?? caseIdByKey(db, trigger.merchantId, `${trigger.kind}:${trigger.key}`);
}
