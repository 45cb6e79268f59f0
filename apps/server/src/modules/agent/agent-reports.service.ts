import {
  DOWNLINE_TRANSACTION_TYPES,
  MAX_REPORT_DAYS,
  type DownlineTransactionQuery,
  type DownlineTransactionReport,
  type IncomeReport,
  type IncomeRow,
  type ProfitLossReport,
  type BettingReportQuery,
  type ReportQuery,
  type TeamBettingReport,
} from '@panalo/contract/agent-reports';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { findReportDownline, ownDailyEvents, teamEntries, type ReportScope, type RowPage } from './agent-reports.repository';
import { bettingRows, profitRows } from './branch-reports.repository';
import { dayLabel, dayStart } from './team-periods';
import { brandDay } from '../../kernel/posting-facts';

const DAY_MS = 86_400_000;

const dayNumber = (label: string): number => {
  const at = Date.parse(`${label}T00:00:00Z`);
  if (Number.isNaN(at)) throw new AppError('VALIDATION_FAILED', { fields: { from: 'yyyy-MM-dd' } });
  return at / DAY_MS;
};

/** The report's days: by default the last 7 days up to today (brand-local); at most a year. */
function daysOf(ctx: AppContext, caller: Caller, query: ReportQuery) {
  const offset = caller.merchant.settings.gmtOffsetMinutes;
  const toDay = query.to ? dayNumber(query.to) : brandDay(ctx.clock.now(), offset);
  const fromDay = query.from ? dayNumber(query.from) : toDay - 6;
  if (fromDay > toDay || toDay - fromDay >= MAX_REPORT_DAYS) {
    throw new AppError('VALIDATION_FAILED', { fields: { from: `from ≤ to, at most ${MAX_REPORT_DAYS} days` } });
  }
  return { fromDay, toDay, offset };
}

/** The scope of a report: the whole team, or one downline's branch (NOT_IN_TEAM outside the team). */
async function scopeOf(ctx: AppContext, caller: Caller, query: ReportQuery): Promise<ReportScope> {
  const agentId = caller.session.memberId;
  const { fromDay, toDay } = daysOf(ctx, caller, query);
  if (!query.downline) return { agentId, fromDay, toDay };
  const branch = await findReportDownline(ctx.db, caller.merchant.id, agentId, query.downline.toLowerCase());
  if (!branch) throw new AppError('NOT_IN_TEAM');
  return { agentId, branch, fromDay, toDay };
}

const pageOf = (query: ReportQuery): RowPage => ({ offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize });

const paging = (query: ReportQuery, total: number) => ({
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});

const periodOf = (scope: { fromDay: number; toDay: number }) => ({ from: dayLabel(scope.fromDay), to: dayLabel(scope.toDay) });

/** Team betting and profit and loss: the scope, narrowed to a vendor's games and grouped by vendor when asked. */
async function bettingScopeOf(ctx: AppContext, caller: Caller, query: BettingReportQuery): Promise<ReportScope> {
  const scope = await scopeOf(ctx, caller, query);
  return {
    ...scope,
    ...(query.vendor !== undefined ? { vendor: query.vendor.toUpperCase() } : {}),
    ...(query.groupBy === 'VENDOR' ? { byVendor: true } : {}),
  };
}

/** Team betting (personalHistoryCopy in the agent centre): bets per branch and game type (and vendor), from the day rollups. */
export async function teamBetting(ctx: AppContext, caller: Caller, query: BettingReportQuery): Promise<TeamBettingReport> {
  const scope = await bettingScopeOf(ctx, caller, query);
  const { rows, total, totals } = await bettingRows(ctx.db, scope, pageOf(query));
  const withResult = <T extends { validBet: number; payout: number }>(row: T) => ({ ...row, winLoss: row.payout - row.validBet });
  return { list: rows.map(withResult), ...paging(query, total), ...periodOf(scope), totals: withResult(totals) };
}

/** palStatementsAgentCopy: each branch's money in and out and its loss (the agent's "user loss"), from the day rollups. */
export async function profitLoss(ctx: AppContext, caller: Caller, query: BettingReportQuery): Promise<ProfitLossReport> {
  const scope = await bettingScopeOf(ctx, caller, query);
  const { rows, total, totals } = await profitRows(ctx.db, scope, pageOf(query));
  return { list: rows, ...paging(query, total), ...periodOf(scope), totals };
}

/** agentDownlineTransactionDetailsCopy: the downlines' deposits, withdrawals, transfers, bonuses and salaries. */
export async function downlineTransactions(
  ctx: AppContext,
  caller: Caller,
  query: DownlineTransactionQuery,
): Promise<DownlineTransactionReport> {
  const scope = await scopeOf(ctx, caller, query);
  const { offset } = daysOf(ctx, caller, query);
  const window = { from: dayStart(scope.fromDay, offset), until: dayStart(scope.toDay + 1, offset) };
  const events = query.type ? [query.type] : DOWNLINE_TRANSACTION_TYPES;
  const { rows, total } = await teamEntries(ctx.db, scope, window, events, pageOf(query));
  const list = rows.map(({ event, ...row }) => ({ ...row, type: event as DownlineTransactionReport['list'][number]['type'] }));
  return { list, ...paging(query, total), ...periodOf(scope) };
}

type IncomeSums = Omit<IncomeRow, 'day'>;
const NO_INCOME: IncomeSums = { salary: 0, dividend: 0, rebate: 0, transfer: 0, total: 0 };

/**
 * Which part of "my income" a posting of the agent's own wallet is. The contracts pay with SALARY
 * postings; the repository names a dividend contract's payment agent_dividend.
 */
function incomeKindOf(event: string): keyof Omit<IncomeSums, 'total'> | null {
  const lower = event.toLowerCase();
  if (lower === 'salary' || lower.startsWith('agent_salary')) return 'salary';
  if (lower.startsWith('agent_dividend')) return 'dividend';
  if (lower === 'bonus') return 'rebate';
  if (lower === 'transfer_upline' || lower === 'transfer_downline') return 'transfer';
  return null;
}

/** agentRevenueReport ("my income"): the agent's salary, dividend, rebates and transfers per day, newest first. */
export async function income(ctx: AppContext, caller: Caller, query: ReportQuery): Promise<IncomeReport> {
  const { fromDay, toDay, offset } = daysOf(ctx, caller, query);
  const memberId = caller.session.memberId;
  const window = { from: dayStart(fromDay, offset), until: dayStart(toDay + 1, offset) };
  const ledger = await ownDailyEvents(ctx.db, memberId, window, offset * 60_000);
  const byDay = new Map<number, IncomeSums>();
  const add = (day: number, kind: keyof Omit<IncomeSums, 'total'>, amount: number) => {
    const sums = byDay.get(day) ?? { ...NO_INCOME };
    sums[kind] += amount;
    sums.total += amount;
    byDay.set(day, sums);
  };
  for (const row of ledger) {
    const kind = incomeKindOf(row.event);
    if (kind) add(row.day, kind, row.amount);
  }
  const days = [...byDay.entries()].sort(([a], [b]) => b - a);
  const totals = { ...NO_INCOME };
  for (const [, sums] of days) for (const key of Object.keys(totals) as (keyof IncomeSums)[]) totals[key] += sums[key];
  const page = pageOf(query);
  const list = days.slice(page.offset, page.offset + page.limit).map(([day, sums]) => ({ day: dayLabel(day), ...sums }));
  return { list, ...paging(query, days.length), from: dayLabel(fromDay), to: dayLabel(toDay), totals };
}
