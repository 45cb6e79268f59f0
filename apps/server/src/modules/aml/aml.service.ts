import type { AmlCase, AmlCaseDetail, AmlCasePage, AmlCaseQuery, AmlReportKind } from '@panalo/contract/aml';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE } from '../../lib/clock';
import { toCsv } from '../../lib/csv';
import {
  caseHistory,
  countOpenCases,
  decideCase,
  evidenceOf,
  findCase,
  listCases,
  memberIdByAccount,
  reportSubject,
  staffName,
  type CaseFilter,
} from './aml-cases.repository';

/** The staff side of AML cases: the queue, a case with its evidence, and the two decisions. */

type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

const toCase = (row: CaseRow): AmlCase => ({
  id: Number(row.id),
  kind: row.kind as AmlCase['kind'],
  state: row.state as AmlCase['state'],
  memberId: row.member_id === null ? null : Number(row.member_id),
  account: row.account ?? null,
  amount: row.amount === null ? null : Number(row.amount),
  summary: row.summary,
  detectedAt: Number(row.detected_at),
  retainUntil: Number(row.retain_until),
});

/** A brand-local day (yyyy-MM-dd) as the instant it starts. */
const dayStart = (day: string, offsetMinutes: number) => Date.parse(`${day}T00:00:00Z`) - offsetMinutes * MINUTE;

export async function amlCases(ctx: AppContext, caller: Caller, query: AmlCaseQuery): Promise<AmlCasePage> {
  const { merchant } = caller;
  const offset = merchant.settings.gmtOffsetMinutes;
  const filter: CaseFilter = { kind: query.kind, state: query.state };
  if (query.from) filter.from = dayStart(query.from, offset);
  if (query.to) filter.to = dayStart(query.to, offset) + DAY;
  if (query.member) {
    const memberId = await memberIdByAccount(ctx.db, merchant.id, query.member);
    // An unknown account has no cases; -1 matches no member.
    filter.memberId = memberId ?? -1;
  }
  const [{ rows, total }, openCount] = await Promise.all([
    listCases(ctx.db, merchant.id, filter, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
    countOpenCases(ctx.db, merchant.id),
  ]);
  return {
    list: rows.map(toCase),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    openCount,
  };
}

async function caseOf(ctx: AppContext, caller: Caller, id: number): Promise<CaseRow> {
  const row = await findCase(ctx.db, caller.merchant.id, id);
  if (!row) throw new AppError('AML_CASE_NOT_FOUND');
  return row;
}

export async function amlCaseDetail(ctx: AppContext, caller: Caller, id: number): Promise<AmlCaseDetail> {
  const row = await caseOf(ctx, caller, id);
  const [evidence, history, decidedBy] = await Promise.all([
    evidenceOf(ctx.db, row.id),
    caseHistory(ctx.db, caller.merchant.id, row.id),
    staffName(ctx.db, row.decided_by),
  ]);
  return {
    ...toCase(row),
    evidence: evidence.map((item) => ({
      kind: item.kind,
      memberId: item.member_id === null ? null : Number(item.member_id),
      account: item.account ?? null,
      reference: item.reference,
      amount: item.amount === null ? null : Number(item.amount),
      at: item.at === null ? null : Number(item.at),
      detail: item.detail,
    })),
    decidedBy,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    note: row.note,
    history: history.map((entry) => ({ action: entry.action, staff: entry.staff ?? null, at: Number(entry.created_at) })),
  };
}

/**
 * Closes (nothing to report, with the reason) or marks reported (which report was filed): once,
 * from OPEN; audited with the staff member. The case and its evidence stay for five years either way.
 */
export async function decideAmlCase(
  ctx: AppContext,
  caller: Caller,
  id: number,
  decision: { state: 'CLOSED' } | { state: 'REPORTED'; report: AmlReportKind },
  note: string,
): Promise<AmlCaseDetail> {
  const { merchant, session, client } = caller;
  await caseOf(ctx, caller, id);
  const now = ctx.clock.now();
  const recorded = decision.state === 'REPORTED' ? `[${decision.report}] ${note}` : note;
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await decideCase(tx, merchant.id, id, { state: decision.state, staffId: session.memberId, note: recorded, now })))
      throw new AppError('AML_CASE_DECIDED');
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: decision.state === 'CLOSED' ? 'aml.case_closed' : 'aml.case_reported',
      subjectType: 'aml_case',
      subjectId: id,
      ip: client.ip,
      detail: decision.state === 'REPORTED' ? { report: decision.report } : {},
      at: now,
    });
  });
  return amlCaseDetail(ctx, caller, id);
}

/** The report's fields, one line per transaction of the evidence (docs/aml.md lists them). */
export const REPORT_COLUMNS = [
  'report_type',
  'case_id',
  'case_kind',
  'case_state',
  'detected_at',
  'reporting_entity',
  'subject_account',
  'subject_name',
  'subject_birthday',
  'subject_place_of_birth',
  'subject_nationality',
  'subject_address',
  'transaction_date',
  'transaction_reference',
  'transaction_type',
  'amount',
  'currency',
  'indicator',
  'narrative',
] as const;

/** The case as the covered-transaction (CTR) or suspicious-transaction (STR) report's rows, as CSV; the export is audited. */
export async function amlCaseReportCsv(ctx: AppContext, caller: Caller, id: number): Promise<{ name: string; csv: string }> {
  const { merchant, session, client } = caller;
  const detail = await amlCaseDetail(ctx, caller, id);
  const subjects = new Map<number, Awaited<ReturnType<typeof reportSubject>>>();
  for (const memberId of new Set([detail.memberId, ...detail.evidence.map((item) => item.memberId)]))
    if (memberId !== null) subjects.set(memberId, await reportSubject(ctx.db, memberId));
  const reported = /^\[(CTR|STR)\]/.exec(detail.note ?? '')?.[1];
  const reportType = reported ?? (detail.kind === 'COVERED' ? 'CTR' : 'STR');
  const iso = (at: number | null) => (at === null ? '' : new Date(at).toISOString());
  const lines = (detail.evidence.length > 0 ? detail.evidence : [null]).map((item) => {
    const memberId = item?.memberId ?? detail.memberId;
    const subject = memberId === null ? undefined : subjects.get(memberId);
    return {
      report_type: reportType,
      case_id: detail.id,
      case_kind: detail.kind,
      case_state: detail.state,
      detected_at: iso(detail.detectedAt),
      reporting_entity: `${merchant.name} (${merchant.code})`,
      subject_account: item?.account ?? detail.account ?? '',
      subject_name: subject?.full_name ?? '',
      subject_birthday: subject?.birthday ?? '',
      subject_place_of_birth: subject?.place_of_birth ?? '',
      subject_nationality: subject?.nationality ?? '',
      subject_address: subject?.address ?? '',
      transaction_date: iso(item?.at ?? null),
      transaction_reference: item?.reference ?? '',
      transaction_type: item?.kind ?? '',
      amount: item?.amount === null || item?.amount === undefined ? '' : (item.amount / 100).toFixed(2),
      currency: merchant.settings.currency,
      indicator: detail.summary,
      narrative: detail.note ?? '',
    };
  });
  await appendAudit(ctx.db, {
    merchantId: merchant.id,
    actorMemberId: session.memberId,
    action: 'aml.case_exported',
    subjectType: 'aml_case',
    subjectId: id,
    ip: client.ip,
    detail: { report: reportType },
    at: ctx.clock.now(),
  });
  return { name: `aml-case-${id}-${reportType}`, csv: toCsv(REPORT_COLUMNS, lines) };
}
