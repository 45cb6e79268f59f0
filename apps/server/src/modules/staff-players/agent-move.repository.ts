import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/executor';
import { isPostgres } from '../../db/prepared';
import { MemberType } from '@panalo/contract/member-types';

/** The back office's "change agent": reads and writes of the member tree (member_tree, the closure table). */

/** Any 32-bit class of our own for the advisory lock that serialises the moves of one brand's tree. */
const TREE_LOCK_CLASS = 0x7472_6565; // "tree"

/**
 * On PostgreSQL: one move at a time per brand (a transaction-scoped advisory lock), and the rows of
 * the moved member's team and of the new upline locked in id order, so that a registration under
 * one of them waits for the move (its insert holds a key-share lock on the upline row) or the move
 * waits for it, and either way the tree ends up exact. SQLite runs one write transaction at a time.
 */
export async function lockTreeForMove(tx: Tx, merchantId: number, memberId: number, uplineId: number): Promise<void> {
  if (!isPostgres(tx)) return;
  await sql`select pg_advisory_xact_lock(${TREE_LOCK_CLASS}, ${merchantId})`.execute(tx);
  await tx
    .selectFrom('members')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', uplineId),
        eb('id', 'in', eb.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', memberId)),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A player of the brand (staff accounts are not) with their upline's id. */
export async function findTreeMember(db: Executor, merchantId: number, memberId: number) {
  return db
    .selectFrom('members')
    .leftJoin('members as upline', 'upline.id', 'members.upline_id')
    .select(['members.id', 'members.username', 'members.type', 'members.agent_rate_bp', 'members.upline_id', 'upline.username as upline'])
    .where('members.merchant_id', '=', merchantId)
    .where('members.id', '=', memberId)
    .where('members.type', '!=', MemberType.OPERATOR)
    .executeTakeFirst();
}

export async function findTreeMemberByUsername(db: Executor, merchantId: number, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'agent_rate_bp'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .where('type', '!=', MemberType.OPERATOR)
    .executeTakeFirst();
}

/** Whether `memberId` is `ancestorId` or in their team at any depth. */
export async function isInTeamOf(db: Executor, ancestorId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The highest agent rate in the member's team (the member included), or null when none has one. */
export async function highestRateInTeam(db: Executor, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.max('agent_rate_bp').as('rate'))
    .where('id', 'in', (eb) => eb.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', memberId))
    .executeTakeFirst();
  return row?.rate == null ? null : Number(row.rate);
}

/** Whether the member has an agent contract offered or running (with the upline they would leave). */
export async function hasOpenContract(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', 'in', ['PENDING', 'ACTIVE'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the member and their whole team under `uplineId`: the links from the member's old
 * ancestors to every member of the team go, links from the new upline and its ancestors to every
 * member of the team come, each one level further than the team member is below the moved member.
 * The links inside the team stay as they are.
 */
export async function moveSubtree(tx: Tx, memberId: number, uplineId: number, now: number): Promise<void> {
  await tx
    .deleteFrom('member_tree')
    .where('descendant_id', 'in', (eb) =>
      eb.selectFrom('member_tree as team').select('team.descendant_id').where('team.ancestor_id', '=', memberId),
    )
    .where('ancestor_id', 'in', (eb) =>
      eb
        .selectFrom('member_tree as above')
        .select('above.ancestor_id')
        .where('above.descendant_id', '=', memberId)
        .where('above.depth', '>=', 1),
    )
    .execute();
  await tx
    .insertInto('member_tree')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('member_tree as above')
        .innerJoin('member_tree as team', (join) => join.on('team.ancestor_id', '=', memberId))
        .select(['above.ancestor_id', 'team.descendant_id', sql<number>`above.depth + team.depth + 1`.as('depth')])
        .where('above.descendant_id', '=', uplineId),
    )
    .execute();
  await tx.updateTable('members').set({ upline_id: uplineId, updated_at: now }).where('id', '=', memberId).execute();
}
