import { z } from 'zod';
import { pageQuery, paged } from './wallet';

/**
 * Anti-money-laundering cases (docs/aml.md): what the platform detected, the evidence, and what
 * staff decided. Amounts are minor units, times epoch milliseconds.
 */

/** What opened a case. */
export const AML_CASE_KINDS = [
  /** Deposits or withdrawals of one member over the brand's threshold in one banking day. */
  'COVERED',
  /** Several deposits just under the threshold within a few days. */
  'STRUCTURING',
  /** A withdrawal soon after deposits with little play in between. */
  'QUICK_CASHOUT',
  /** One payout account saved by several members. */
  'SHARED_PAYOUT',
  /** Many members signing in from one IP address. */
  'SHARED_IP',
  /** Money passed on quickly from member to member through agent transfers. */
  'AGENT_CHAIN',
  /** A person on the restricted-persons list tried to register, verify, log in or withdraw. */
  'RESTRICTED',
] as const;
export type AmlCaseKind = (typeof AML_CASE_KINDS)[number];

export const AML_CASE_STATES = ['OPEN', 'CLOSED', 'REPORTED'] as const;
export type AmlCaseState = (typeof AML_CASE_STATES)[number];

/** The report a case is filed as: covered transaction (CTR) or suspicious transaction (STR). */
export const AML_REPORT_KINDS = ['CTR', 'STR'] as const;
export type AmlReportKind = (typeof AML_REPORT_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const amlCaseQuery = pageQuery.extend({
  kind: z.enum(AML_CASE_KINDS).optional(),
  state: z.enum(AML_CASE_STATES).optional(),
  /** A member's account name (exact, case-insensitive). */
  member: z.string().trim().max(64).optional(),
  /** Detected on or after this day / on or before this day (brand-local yyyy-MM-dd). */
  from: day.optional(),
  to: day.optional(),
});
export type AmlCaseQuery = z.infer<typeof amlCaseQuery>;

export const amlCase = z.object({
  id: z.number().int(),
  kind: z.enum(AML_CASE_KINDS),
  state: z.enum(AML_CASE_STATES),
  memberId: z.number().int().nullable(),
  account: z.string().nullable(),
  amount: z.number().int().nullable(),
  summary: z.string(),
  detectedAt: z.number().int(),
  retainUntil: z.number().int(),
});
export type AmlCase = z.infer<typeof amlCase>;

/** A page of the queue, with how many cases are open (the dashboard's count). */
export const amlCasePage = paged(amlCase).extend({ openCount: z.number().int() });
export type AmlCasePage = z.infer<typeof amlCasePage>;

export const amlEvidence = z.object({
  kind: z.string(),
  memberId: z.number().int().nullable(),
  account: z.string().nullable(),
  reference: z.string().nullable(),
  amount: z.number().int().nullable(),
  at: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type AmlEvidence = z.infer<typeof amlEvidence>;

export const amlCaseDetail = amlCase.extend({
  evidence: z.array(amlEvidence),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  note: z.string().nullable(),
  history: z.array(z.object({ action: z.string(), staff: z.string().nullable(), at: z.number().int() })),
});
export type AmlCaseDetail = z.infer<typeof amlCaseDetail>;

/** Close with a note (required: the record says why nothing was filed). */
export const amlCloseRequest = z.object({ note: z.string().trim().min(1).max(1000) });
/** Mark reported: which report was filed, and a note (e.g. the filing's reference). */
export const amlReportRequest = z.object({ report: z.enum(AML_REPORT_KINDS), note: z.string().trim().min(1).max(1000) });

/* Forfeiture holds: funds of an ineligible player, set aside until staff decide. */

export const FORFEIT_HOLD_STATES = ['HELD', 'RELEASED', 'FORFEITED'] as const;
export const forfeitHold = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  caseId: z.number().int().nullable(),
  reference: z.string(),
  amount: z.number().int(),
  state: z.enum(FORFEIT_HOLD_STATES),
  heldAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type ForfeitHold = z.infer<typeof forfeitHold>;
export const forfeitHoldQuery = pageQuery.extend({ state: z.enum(FORFEIT_HOLD_STATES).optional() });
export const forfeitHoldPage = paged(forfeitHold);
export type ForfeitHoldPage = z.infer<typeof forfeitHoldPage>;
export const forfeitDecisionRequest = z.object({ decision: z.enum(['RELEASE', 'FORFEIT']), note: z.string().trim().min(1).max(1000) });
