import type { BonusPage, ProfitValue, TransactionPage, TransactionQuery, TransactionType } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { DAY } from '../../lib/clock';
import { identify, mainOf } from '../ledger/ledger-accounts';
import type { Merchant } from '../../kernel/merchant';
import type { Caller } from '../../kernel/caller';
import { bookOf } from './wallet.service';
import { accountIdOf, entryPage, sumsByEvent } from './wallet-history.repository';

/** Without dates a report covers the last 7 days; a range longer than a year is refused. */
function periodOf(ctx: AppContext, range: { from?: number; to?: number }): { from: number; to: number } {
  const to = range.to ?? ctx.clock.now();
  const from = range.from ?? to - 7 * DAY;
  if (from > to || to - from > 366 * DAY) throw new AppError('VALIDATION_FAILED', { fields: { from: 'from ≤ to, at most 366 days' } });
  return { from, to };
}

const emptyPage = (pageNo: number, pageSize: number) => ({ list: [], pageNo, pageSize, total: 0, totalPages: 0 });

async function mainAccountId(ctx: AppContext, merchant: Merchant, memberId: number) {
  return accountIdOf(ctx.db, bookOf(merchant), identify(mainOf(memberId)).key);
}

/** transactionHistory: every movement of the main wallet, filtered by type and period. */
export async function transactionHistory(ctx: AppContext, caller: Caller, query: TransactionQuery): Promise<TransactionPage> {
  const { merchant, session } = caller;
  const period = periodOf(ctx, query);
  const accountId = await mainAccountId(ctx, merchant, session.memberId);
  if (accountId === null) return emptyPage(query.pageNo, query.pageSize);
  const { rows, total } = await entryPage(ctx.db, { accountId, ...period, events: query.type ? [query.type] : undefined }, query);
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.event as TransactionType,
      amount: row.amount,
      balanceAfter: row.balance_after,
      reference: row.reference,
      detail: row.detail,
      createdAt: row.created_at,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** personalProfit: money in and out over a period and the result of play (wins − bets + rewards). */
export async function personalProfit(ctx: AppContext, caller: Caller, range: { from?: number; to?: number }): Promise<ProfitValue> {
  const { merchant, session } = caller;
  const period = periodOf(ctx, range);
  const accountId = await mainAccountId(ctx, merchant, session.memberId);
  const sums = accountId === null ? new Map<string, number>() : await sumsByEvent(ctx.db, { accountId, ...period });
  const sum = (event: TransactionType) => sums.get(event) ?? 0;
  // Held amounts that came back were never withdrawn; stakes that were rolled back were never bet.
  const withdrawals = -(sum('WITHDRAW') + sum('WITHDRAW_RELEASE'));
  const bets = -(sum('BET') + sum('ROLLBACK'));
  const wins = sum('WIN');
  const bonuses = sum('BONUS');
  const salaries = sum('SALARY');
  return {
    currency: merchant.settings.currency,
    ...period,
    deposits: sum('DEPOSIT'),
    withdrawals,
    bets,
    wins,
    bonuses,
    salaries,
    profit: wins - bets + bonuses + salaries,
  };
}

/** bonusDetails: rewards and salaries paid into the main wallet. */
export async function bonusDetails(
  ctx: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; from?: number; to?: number },
): Promise<BonusPage> {
  const { merchant, session } = caller;
  const period = periodOf(ctx, query);
  const accountId = await mainAccountId(ctx, merchant, session.memberId);
  if (accountId === null) return emptyPage(query.pageNo, query.pageSize);
  const { rows, total } = await entryPage(ctx.db, { accountId, ...period, events: ['BONUS', 'SALARY'] }, query);
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.event as 'BONUS' | 'SALARY',
      amount: row.amount,
      reason: row.detail ?? row.reference,
      createdAt: row.created_at,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
