import type { Generated } from 'kysely';

/** An anti-money-laundering case (migration 0031): one per trigger, never deleted. */
export interface AmlCasesTable {
  id: Generated<number>;
  merchant_id: number;
  /** The trigger, unique per brand (e.g. COVERED:12:20412:DEPOSIT). */
  case_key: string;
  kind: string;
  /** OPEN, CLOSED or REPORTED. */
  state: string;
  member_id: number | null;
  /** The figure that tripped the rule (minor units), when it has one. */
  amount: number | null;
  summary: string;
  detected_at: number;
  decided_by: number | null;
  decided_at: number | null;
  note: string | null;
  retain_until: number;
}

/** One row that made a case (a deposit, a withdrawal, a member sharing an account…); append-only. */
export interface AmlCaseEvidenceTable {
  id: Generated<number>;
  case_id: number;
  kind: string;
  member_id: number | null;
  reference: string | null;
  amount: number | null;
  at: number | null;
  detail: string | null;
}

/** A member's deposits or withdrawals on one banking day (brand-local day number). */
export interface AmlDailyTotalsTable {
  merchant_id: number;
  member_id: number;
  day: number;
  /** DEPOSIT or WITHDRAWAL. */
  direction: string;
  amount: number;
  count: number;
}

/** Funds of an ineligible player set aside (HELD) until staff release or forfeit them. */
export interface ForfeitHoldsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  case_id: number | null;
  reference: string;
  amount: number;
  state: string;
  held_at: number;
  decided_by: number | null;
  decided_at: number | null;
  note: string | null;
}

export interface AmlTables {
  aml_cases: AmlCasesTable;
  aml_case_evidence: AmlCaseEvidenceTable;
  aml_daily_totals: AmlDailyTotalsTable;
  forfeit_holds: ForfeitHoldsTable;
}
