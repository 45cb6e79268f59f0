import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { isPostgres } from '../../db/prepared';
import type { ContractRow } from './contract.repository';

/** The settlement's contracts and its payment rows (the team sums: window-claims.repository.ts). */

export interface TeamSums {
  activeMembers: number;
  validBet: number;
  /** Payout minus valid bets: negative when the team lost. */
  winLoss: number;
}

/** A contract as the settlement reads it: with its offerer's agent rate (the cap of an offerer whose deal is with the brand). */
export type SettlementContract = ContractRow & { upline_rate_bp: number | null };

/**
 * Every contract that was ever accepted and may cover a window, read once per run: those to settle
 * are among them, and they are the differential's deductions (sub-agents' contracts) and the other
 * contracts that own windows first (window-owners.ts), matched to each window in memory.
 */
export const acceptedContracts = (db: Executor): Promise<SettlementContract[]> =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.member_id')
    .selectAll('c')
    .select(['u.username as upline_username', 'd.username as member_username', 'u.agent_rate_bp as upline_rate_bp'])
    .where('c.accepted_at', 'is not', null)
    .where('c.status', 'in', ['ACTIVE', 'TERMINATED', 'ENDED'])
    .orderBy('c.id')
    .execute();

/**
 * Notes that the contracts were looked at up to `through` (never moving one back), in one
 * statement: the ids go as one parameter (an array on PostgreSQL, a JSON list on SQLite).
 */
export async function advanceSettled(db: Executor, contractIds: number[], through: number): Promise<void> {
  const ids = isPostgres(db)
    ? sql`id = ANY(${contractIds}::int[])`
    : sql`id IN (SELECT value FROM json_each(${JSON.stringify(contractIds)}))`;
  await sql`
    UPDATE agent_contracts SET settled_through = ${through}
    WHERE ${ids} AND (settled_through IS NULL OR settled_through < ${through})
  `.execute(db);
}

export interface PaymentToInsert {
  merchant_id: number;
  contract_id: number;
  member_id: number;
  kind: string;
  period_key: string;
  period_from: number;
  period_to: number;
  amount: number;
  computation: string;
  created_at: number;
}

/**
 * Claims each payment's (contract, period) in one statement: the new rows' ids by contract and
 * period key; a period paid already (by an earlier run or another process) is left out.
 */
export async function claimPayments(db: Executor, payments: PaymentToInsert[]): Promise<Map<string, number>> {
  const claimed = new Map<string, number>();
  if (payments.length === 0) return claimed;
  const rows = await db
    .insertInto('agent_contract_payments')
    .values(payments)
    .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
    .returning(['id', 'contract_id', 'period_key'])
    .execute();
  for (const row of rows) claimed.set(paymentKey(row.contract_id, row.period_key), row.id);
  return claimed;
}

export const paymentKey = (contractId: number, periodKey: string) => `${contractId}:${periodKey}`;

/** Links each payment row to its ledger posting, in one statement. */
export async function notePostings(db: Executor, postings: { paymentId: number; postingId: number }[]): Promise<void> {
  if (postings.length === 0) return;
  const choices = postings.map(({ paymentId, postingId }) => sql`WHEN ${paymentId} THEN cast(${postingId} as bigint)`);
  await sql`
    UPDATE agent_contract_payments SET posting_id = CASE id ${sql.join(choices, sql` `)} END
    WHERE id IN (${sql.join(postings.map((p) => p.paymentId))})
  `.execute(db);
}

export function paymentsOf(db: Executor, memberId: number, filter: { kind?: string; from?: number; to?: number }) {
  let query = db.selectFrom('agent_contract_payments').where('member_id', '=', memberId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from !== undefined) query = query.where('period_from', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('period_from', '<', filter.to);
  return query;
}
