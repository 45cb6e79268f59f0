import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** The database side of AML cases and their evidence: the only code that reads or writes them. */

export interface NewEvidence {
  kind: string;
  memberId?: number | null;
  reference?: string | null;
  amount?: number | null;
  at?: number | null;
  detail?: string | null;
}

export interface NewCase {
  merchantId: number;
  key: string;
  kind: string;
  memberId: number | null;
  amount: number | null;
  summary: string;
  now: number;
  retainUntil: number;
}

/** Inserts the case unless its trigger already has one (the unique key): its id, or null when it existed. */
export async function insertCaseOnce(db: Executor, row: NewCase): Promise<number | null> {
  const inserted = await db
    .insertInto('aml_cases')
    .values({
      merchant_id: row.merchantId,
      case_key: row.key,
      kind: row.kind,
      state: 'OPEN',
      member_id: row.memberId,
      amount: row.amount,
      summary: row.summary.slice(0, 500),
      detected_at: row.now,
      retain_until: row.retainUntil,
    })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'case_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

export async function insertEvidence(db: Executor, caseId: number, rows: NewEvidence[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto('aml_case_evidence')
      .values(
        rows.slice(start, start + 200).map((row) => ({
          case_id: caseId,
          kind: row.kind,
          member_id: row.memberId ?? null,
          reference: row.reference?.slice(0, 80) ?? null,
          amount: row.amount ?? null,
          at: row.at ?? null,
          detail: row.detail?.slice(0, 500) ?? null,
        })),
      )
      .execute();
}

export interface CaseFilter {
  kind?: string;
  state?: string;
  memberId?: number;
  from?: number;
  to?: number;
}

function filtered(db: Executor, merchantId: number, filter: CaseFilter) {
  let query = db
    .selectFrom('aml_cases')
    .leftJoin('members', 'members.id', 'aml_cases.member_id')
    .where('aml_cases.merchant_id', '=', merchantId);
  if (filter.kind) query = query.where('aml_cases.kind', '=', filter.kind);
  if (filter.state) query = query.where('aml_cases.state', '=', filter.state);
  if (filter.memberId !== undefined) query = query.where('aml_cases.member_id', '=', filter.memberId);
  if (filter.from !== undefined) query = query.where('aml_cases.detected_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('aml_cases.detected_at', '<', filter.to);
  return query;
}

const caseColumns = [
  'aml_cases.id',
  'aml_cases.kind',
  'aml_cases.state',
  'aml_cases.member_id',
  'members.username as account',
  'aml_cases.amount',
  'aml_cases.summary',
  'aml_cases.detected_at',
  'aml_cases.retain_until',
  'aml_cases.decided_by',
  'aml_cases.decided_at',
  'aml_cases.note',
] as const;

export async function listCases(db: Executor, merchantId: number, filter: CaseFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, merchantId, filter).select(caseColumns).orderBy('aml_cases.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    filtered(db, merchantId, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function countOpenCases(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('aml_cases')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findCase(db: Executor, merchantId: number, id: number) {
  return filtered(db, merchantId, {}).select(caseColumns).where('aml_cases.id', '=', id).executeTakeFirst();
}

export function evidenceOf(db: Executor, caseId: number) {
  return db
    .selectFrom('aml_case_evidence')
    .leftJoin('members', 'members.id', 'aml_case_evidence.member_id')
    .select([
      'aml_case_evidence.kind',
      'aml_case_evidence.member_id',
      'members.username as account',
      'aml_case_evidence.reference',
      'aml_case_evidence.amount',
      'aml_case_evidence.at',
      'aml_case_evidence.detail',
    ])
    .where('aml_case_evidence.case_id', '=', caseId)
    .orderBy('aml_case_evidence.id')
    .execute();
}

/** Moves an OPEN case to CLOSED or REPORTED; false when another decision came first. */
export async function decideCase(
  db: Executor,
  merchantId: number,
  id: number,
  decision: { state: 'CLOSED' | 'REPORTED'; staffId: number; note: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('aml_cases')
    .set({ state: decision.state, decided_by: decision.staffId, decided_at: decision.now, note: decision.note })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('state', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function memberIdByAccount(db: Executor, merchantId: number, account: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', account.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function staffName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('members').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username ?? null;
}

/**
 * Adds a posting to the member's banking-day total and returns the new total. Parallel postings
 * of one member queue on the row (an upsert), so each sees the sum including every earlier one.
 */
export async function addToDailyTotal(
  db: Executor,
  row: { merchantId: number; memberId: number; day: number; direction: string; amount: number },
): Promise<number> {
  const updated = await db
    .insertInto('aml_daily_totals')
    .values({ merchant_id: row.merchantId, member_id: row.memberId, day: row.day, direction: row.direction, amount: row.amount, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'day', 'direction']).doUpdateSet({
        amount: sql`aml_daily_totals.amount + excluded.amount`,
        count: sql`aml_daily_totals.count + 1`,
      }),
    )
    .returning('amount')
    .executeTakeFirstOrThrow();
  return Number(updated.amount);
}

/** The member's postings of one event kind in a time range (the covered case's evidence). */
export function memberPostings(db: Executor, memberId: number, events: readonly string[], from: number, to: number) {
  return db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_entries', 'ledger_entries.posting_id', 'ledger_postings.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_postings.event', 'ledger_postings.reference', 'ledger_postings.created_at', 'ledger_entries.amount'])
    .where('ledger_postings.member_id', '=', memberId)
    .where('ledger_postings.event', 'in', [...events])
    .where('ledger_postings.created_at', '>=', from)
    .where('ledger_postings.created_at', '<', to)
    .where('ledger_accounts.kind', '=', 'main')
    .where('ledger_accounts.member_id', '=', memberId)
    .orderBy('ledger_postings.id')
    .execute();
}

/** The brand's settings JSON, read on the caller's executor. */
export async function brandSettingsText(db: Executor, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirst();
  return row?.settings ?? '{}';
}

/** The subject's KYC details for the report export (none when the member never verified). */
export function reportSubject(db: Executor, memberId: number) {
  return db
    .selectFrom('kyc_profiles')
    .select(['full_name', 'birthday', 'nationality', 'address', 'place_of_birth', 'id_type', 'occupation', 'source_of_income'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Staff actions on a case, from the audit log (newest last). */
export function caseHistory(db: Executor, merchantId: number, caseId: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('members', 'members.id', 'audit_log.actor_member_id')
    .select(['audit_log.action', 'members.username as staff', 'audit_log.created_at'])
    .where('audit_log.merchant_id', '=', merchantId)
    .where('audit_log.subject_type', '=', 'aml_case')
    .where('audit_log.subject_id', '=', String(caseId))
    .orderBy('audit_log.id')
    .execute();
}

/** The id of the case a trigger already opened, if any. */
export async function caseIdByKey(db: Executor, merchantId: number, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('aml_cases')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('case_key', '=', key)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
