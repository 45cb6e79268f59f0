import {
  CONTRACT_KINDS,
  paymentComputation,
  type ContractIncome,
  type ContractKind,
  type StatementPage,
} from '@panalo/contract/agent-contract';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { parseJson } from '../../kernel/merchant-settings';
import { paymentsOf } from './settlement.repository';

/** The most lines "my income" lists for one range; the totals always cover the whole range. */
const INCOME_LINES = 500;

/** A kind's statement: one line per paid period, newest first, each with how it was computed. */
export async function statement(
  ctx: AppContext,
  caller: Caller,
  query: { kind: ContractKind; pageNo: number; pageSize: number },
): Promise<StatementPage> {
  const base = paymentsOf(ctx.db, caller.session.memberId, { kind: query.kind });
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('period_from', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    list: rows.map((row) => ({
      id: row.id,
      contractId: row.contract_id,
      kind: row.kind as ContractKind,
      periodKey: row.period_key,
      periodFrom: row.period_from,
      periodTo: row.period_to,
      amount: row.amount,
      computation: parseJson(paymentComputation, row.computation),
      paidAt: row.created_at,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * agentRevenueReport's "my income": the agent's contract payments whose period starts in
 * [from, to), by period and kind. Every one is a SALARY posting of the ledger.
 */
export async function contractIncome(ctx: AppContext, caller: Caller, range: { from: number; to: number }): Promise<ContractIncome> {
  const base = paymentsOf(ctx.db, caller.session.memberId, range);
  const [rows, sums] = await Promise.all([
    base
      .select(['kind', 'period_key', 'period_from', 'period_to', 'amount'])
      .orderBy('period_from', 'desc')
      .orderBy('id', 'desc')
      .limit(INCOME_LINES)
      .execute(),
    base
      .select((eb) => ['kind', eb.fn.sum<number>('amount').as('amount')])
      .groupBy('kind')
      .execute(),
  ]);
  const byKind = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, 0])) as Record<ContractKind, number>;
  for (const sum of sums) byKind[sum.kind as ContractKind] = Number(sum.amount);
  return {
    postingKind: 'SALARY',
    total: Object.values(byKind).reduce((a, b) => a + b, 0),
    byKind,
    list: rows.map((row) => ({
      kind: row.kind as ContractKind,
      periodKey: row.period_key,
      periodFrom: row.period_from,
      periodTo: row.period_to,
      amount: row.amount,
    })),
  };
}
