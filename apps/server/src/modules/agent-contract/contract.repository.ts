import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { AgentContractsTable } from '../../db/schema-agent-contracts';
import type { Selectable, Insertable } from 'kysely';

/** The only database code of agent contracts and their payments. */

export type ContractRow = Selectable<AgentContractsTable> & { upline_username: string; member_username: string };

const FINAL_STATUSES = ['REJECTED', 'WITHDRAWN', 'TERMINATED', 'ENDED'];

function contracts(db: Executor) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.member_id')
    .selectAll('c')
    .select(['u.username as upline_username', 'd.username as member_username']);
}

export const findContract = (db: Executor, merchantId: number, id: number): Promise<ContractRow | undefined> =>
  contracts(db).where('c.id', '=', id).where('c.merchant_id', '=', merchantId).executeTakeFirst();

/** The downline's ACTIVE contract of a kind. */
export const findActive = (db: Executor, memberId: number, kind: string): Promise<ContractRow | undefined> =>
  contracts(db).where('c.member_id', '=', memberId).where('c.kind', '=', kind).where('c.status', '=', 'ACTIVE').executeTakeFirst();

export const findPending = (db: Executor, memberId: number, kind: string): Promise<ContractRow | undefined> =>
  contracts(db).where('c.member_id', '=', memberId).where('c.kind', '=', kind).where('c.status', '=', 'PENDING').executeTakeFirst();

/** Offers waiting for the member's answer, every kind (the log-in popup). */
export const pendingFor = (db: Executor, memberId: number): Promise<ContractRow[]> =>
  contracts(db).where('c.member_id', '=', memberId).where('c.status', '=', 'PENDING').orderBy('c.id').execute();

/** What the agent offered downlines of a kind: open ones, and the last 50 that ended. */
export const offeredBy = (db: Executor, uplineId: number, kind: string): Promise<ContractRow[]> =>
  contracts(db)
    .where('c.upline_id', '=', uplineId)
    .where('c.kind', '=', kind)
    .orderBy(sql`case when c.status in ('PENDING', 'ACTIVE') then 0 else 1 end`)
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();

/** The agent's open contracts (waiting or active), every kind: as the downline (`member_id`) or as the upline who offered them. */
export const openContracts = (db: Executor, side: 'member_id' | 'upline_id', memberId: number): Promise<ContractRow[]> =>
  contracts(db).where(`c.${side}`, '=', memberId).where('c.status', 'in', ['PENDING', 'ACTIVE']).orderBy('c.id').execute();

/** The agent's ACTIVE contracts from its upline, every kind: what it holds. */
export const heldBy = (db: Executor, memberId: number): Promise<ContractRow[]> =>
  contracts(db).where('c.member_id', '=', memberId).where('c.status', '=', 'ACTIVE').execute();

/**
 * Takes the members' rows' locks for the rest of the transaction (a no-op update; portable, unlike
 * FOR UPDATE), uplines before their downlines as the ids are given: offers and answers that
 * touch the same agents read and write their contracts one after the other.
 */
export async function lockMembers(db: Executor, ids: number[]): Promise<void> {
  for (const id of ids)
    await db
      .updateTable('members')
      .set((eb) => ({ agent_rate_bp: eb.ref('agent_rate_bp') }))
      .where('id', '=', id)
      .execute();
}

export async function insertContract(db: Executor, row: Insertable<AgentContractsTable>): Promise<number> {
  const inserted = await db.insertInto('agent_contracts').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Moves a contract from one status to another; false when it was no longer in `from` (someone else won). */
export async function moveStatus(
  db: Executor,
  id: number,
  from: string,
  change: { status: string; accepted_at?: number; ended_at?: number },
): Promise<boolean> {
  const result = await db.updateTable('agent_contracts').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function requestTermination(db: Executor, id: number, by: number): Promise<boolean> {
  const result = await db
    .updateTable('agent_contracts')
    .set({ termination_requested_by: by })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .where('termination_requested_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const isFinal = (status: string) => FINAL_STATUSES.includes(status);

/** Whether `memberId` is `agentId`'s direct downline (1), deeper (>1) or not in the team (undefined). */
export async function depthBelow(db: Executor, agentId: number, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirst();
  return row?.depth;
}

export const findMemberByName = (db: Executor, merchantId: number, username: string) =>
  db
    .selectFrom('members')
    .select(['id', 'type', 'agent_rate_bp', 'upline_id'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();

export const findMemberById = (db: Executor, id: number) =>
  db.selectFrom('members').select(['id', 'type', 'agent_rate_bp', 'username', 'upline_id']).where('id', '=', id).executeTakeFirst();
