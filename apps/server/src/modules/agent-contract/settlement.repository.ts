import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Window } from './contract-windows';
import type { ContractRow } from './contract.repository';

/** The settlement's reads (team sums from the rollups through member_tree) and its payment rows. */

export interface TeamSums {
  activeMembers: number;
  validBet: number;
  /** Payout minus valid bets: negative when the team lost. */
  winLoss: number;
}

/** An agent's whole team (every level below it) in a window, from the hour or day rollups. */
export async function teamSums(db: Executor, agentId: number, window: Window): Promise<TeamSums> {
  const byDay = window.days !== undefined;
  const table = byDay ? 'member_day_rollups' : 'member_hour_rollups';
  const bucket = byDay ? 'day' : 'hour_start';
  const [from, to] = byDay ? [window.days!.from, window.days!.to + 1] : [window.from, window.to];
  const result = await sql<{ active: number; valid_bet: number; payout: number }>`
    select count(distinct case when r.bet_count > 0 then r.member_id end) as active,
           coalesce(sum(r.valid_bet), 0) as valid_bet, coalesce(sum(r.payout), 0) as payout
    from member_tree t join ${sql.table(table)} r on r.member_id = t.descendant_id
    where t.ancestor_id = ${agentId} and t.depth >= 1 and ${sql.ref(`r.${bucket}`)} >= ${from} and ${sql.ref(`r.${bucket}`)} < ${to}
  `.execute(db);
  const row = result.rows[0] ?? { active: 0, valid_bet: 0, payout: 0 };
  const validBet = Number(row.valid_bet);
  return { activeMembers: Number(row.active), validBet, winLoss: Number(row.payout) - validBet };
}

/** Contracts that may have closed windows left to settle: active ones, and ended ones not settled to their end. */
export const contractsToSettle = (db: Executor): Promise<ContractRow[]> =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.member_id')
    .selectAll('c')
    .select(['u.username as upline_username', 'd.username as member_username'])
    .where('c.accepted_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'ACTIVE'),
        eb.and([
          eb('c.status', 'in', ['TERMINATED', 'ENDED']),
          eb.or([eb('c.settled_through', 'is', null), eb('c.settled_through', '<', eb.ref('c.ended_at'))]),
        ]),
      ]),
    )
    .orderBy('c.id')
    .execute();

/** The sub-agents' contracts of the same kind that covered a window (the differential's deductions). */
export const subContracts = (db: Executor, uplineId: number, kind: string, window: Window): Promise<ContractRow[]> =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.member_id')
    .selectAll('c')
    .select(['u.username as upline_username', 'd.username as member_username'])
    .where('c.upline_id', '=', uplineId)
    .where('c.kind', '=', kind)
    .where('c.accepted_at', '<', window.to)
    .where((eb) => eb.or([eb('c.ended_at', 'is', null), eb('c.ended_at', '>=', window.to)]))
    .where('c.status', 'in', ['ACTIVE', 'TERMINATED', 'ENDED'])
    .execute();

export async function advanceSettled(db: Executor, contractId: number, through: number): Promise<void> {
  await db
    .updateTable('agent_contracts')
    .set({ settled_through: through })
    .where('id', '=', contractId)
    .where((eb) => eb.or([eb('settled_through', 'is', null), eb('settled_through', '<', through)]))
    .execute();
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

/** Claims the (contract, period): the id of the new row, or undefined when the period was paid already. */
export async function claimPayment(db: Executor, payment: PaymentToInsert): Promise<number | undefined> {
  const row = await db
    .insertInto('agent_contract_payments')
    .values(payment)
    .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function notePosting(db: Executor, paymentId: number, postingId: number): Promise<void> {
  await db.updateTable('agent_contract_payments').set({ posting_id: postingId }).where('id', '=', paymentId).execute();
}

export function paymentsOf(db: Executor, memberId: number, filter: { kind?: string; from?: number; to?: number }) {
  let query = db.selectFrom('agent_contract_payments').where('member_id', '=', memberId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from !== undefined) query = query.where('period_from', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('period_from', '<', filter.to);
  return query;
}
