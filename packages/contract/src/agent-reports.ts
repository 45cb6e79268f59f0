import { z } from 'zod';
import { pageQuery, paged } from './wallet';

/**
 * The agent centre's reports (spec 000 section 2; 001 sections 2 and 6): team betting
 * (personalHistoryCopy in the agent centre), profit and loss (palStatementsAgentCopy), my income
 * (agentRevenueReport) and the downlines' transactions (agentDownlineTransactionDetailsCopy).
 * Periods are brand-local days (yyyy-MM-dd, both ends included); amounts are minor units.
 */

/** The longest period a report covers. */
export const MAX_REPORT_DAYS = 366;
/** The most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 10_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const reportQuery = pageQuery.extend({
  /** First day (brand-local); without it, six days before `to`. */
  from: day.optional(),
  /** Last day (brand-local); without it, today. */
  to: day.optional(),
  /**
   * A team member's account: the report covers that downline and their own team (team betting and
   * profit and loss: their own row and a row per branch below them); without it, the whole team.
   */
  downline: z.string().trim().min(1).max(64).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * What a row of team betting and profit and loss covers. Both reports list branches first: a
 * BRANCH row is a direct downline of the report's top (the agent, or the asked downline) together
 * with their whole team; an OWN row is the asked downline's own play only. Their sums add up to the
 * report's totals.
 */
export const REPORT_ROW_KINDS = ['BRANCH', 'OWN'] as const;
export type ReportRowKind = (typeof REPORT_ROW_KINDS)[number];
const branchColumns = {
  /** The branch's downline (BRANCH) or the asked downline (OWN). */
  account: z.string(),
  /** Levels below the agent. */
  level: z.number().int(),
  kind: z.enum(REPORT_ROW_KINDS),
  /** A BRANCH row whose downline has downlines of their own: it opens as a report of its own (false on OWN rows). */
  hasTeam: z.boolean(),
};

/** The groupings team betting and profit and loss offer beyond their rows per branch. */
export const REPORT_GROUPINGS = ['VENDOR'] as const;
/** Team betting and profit and loss: the common query, and the vendor as a filter and a grouping. */
export const bettingReportQuery = reportQuery.extend({
  /** Only bets at this vendor's games (its code, as the game catalogue names it). */
  vendor: z.string().trim().min(1).max(32).optional(),
  /** VENDOR: a row per branch (and game type) and vendor. */
  groupBy: z.enum(REPORT_GROUPINGS).optional(),
});
export type BettingReportQuery = z.infer<typeof bettingReportQuery>;

/** The period the report covered, as days. */
const period = { from: z.string(), to: z.string() };

const bettingSums = {
  betCount: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  /** Payout minus valid bets: negative when the members lost. */
  winLoss: z.number().int(),
};

/** The vendor's code on rows grouped by vendor ('' for play recorded before vendors were kept, and for money rows). */
const vendorColumn = { vendor: z.string().optional() };

/** Team betting: per branch and game type (and vendor, when grouped by it). */
export const teamBettingRow = z.object({
  ...branchColumns,
  gameType: z.string(),
  ...vendorColumn,
  ...bettingSums,
});
export type TeamBettingRow = z.infer<typeof teamBettingRow>;
export const teamBettingReport = paged(teamBettingRow).extend({ ...period, totals: z.object(bettingSums) });
export type TeamBettingReport = z.infer<typeof teamBettingReport>;

const profitSums = {
  depositAmount: z.number().int(),
  withdrawAmount: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  /** The "user loss": valid bets minus payout, what the members lost (negative when they won). */
  userLoss: z.number().int(),
};
/** Profit and loss: per branch (and vendor, when grouped by it). */
export const profitLossRow = z.object({ ...branchColumns, ...vendorColumn, ...profitSums });
export type ProfitLossRow = z.infer<typeof profitLossRow>;
export const profitLossReport = paged(profitLossRow).extend({ ...period, totals: z.object(profitSums) });
export type ProfitLossReport = z.infer<typeof profitLossReport>;

export const INCOME_KINDS = ['SALARY', 'DIVIDEND', 'REBATE', 'TRANSFER'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
const incomeSums = {
  salary: z.number().int(),
  dividend: z.number().int(),
  rebate: z.number().int(),
  /** Money moved between the agent and their team (positive: received). */
  transfer: z.number().int(),
  total: z.number().int(),
};
/** My income: per day, the agent's own salary, dividend, rebates and transfers. */
export const incomeRow = z.object({ day: z.string(), ...incomeSums });
export type IncomeRow = z.infer<typeof incomeRow>;
export const incomeReport = paged(incomeRow).extend({ ...period, totals: z.object(incomeSums) });
export type IncomeReport = z.infer<typeof incomeReport>;

/** The downlines' money movements the report lists (as the member's own transaction history names them). */
export const DOWNLINE_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RELEASE',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'BONUS',
  'SALARY',
] as const;
export type DownlineTransactionType = (typeof DOWNLINE_TRANSACTION_TYPES)[number];
export const downlineTransactionQuery = reportQuery.extend({ type: z.enum(DOWNLINE_TRANSACTION_TYPES).optional() });
export type DownlineTransactionQuery = z.infer<typeof downlineTransactionQuery>;
/** One money movement of a downline, newest first. */
export const downlineTransaction = z.object({
  id: z.number().int(),
  account: z.string(),
  level: z.number().int(),
  type: z.enum(DOWNLINE_TRANSACTION_TYPES),
  /** Signed, as it moved the downline's main wallet. */
  amount: z.number().int(),
  reference: z.string(),
  createdAt: z.number().int(),
});
export type DownlineTransaction = z.infer<typeof downlineTransaction>;
export const downlineTransactionReport = paged(downlineTransaction).extend(period);
export type DownlineTransactionReport = z.infer<typeof downlineTransactionReport>;

/** The reports by their path under /wps/agent/reports/ (add `.csv` for the export of the same query). */
export const AGENT_REPORT_PATHS = ['team-betting', 'profit-loss', 'income', 'downline-transactions'] as const;
export type AgentReportPath = (typeof AGENT_REPORT_PATHS)[number];
