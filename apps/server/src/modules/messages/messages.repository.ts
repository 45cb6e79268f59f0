import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export async function insertMessage(
  db: Executor,
  message: { merchantId: number; memberId: number; kind: string; params: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('member_messages')
    .values({
      merchant_id: message.merchantId,
      member_id: message.memberId,
      kind: message.kind,
      params: message.params,
      created_at: message.now,
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One page of a member's messages, newest first (the id breaks ties between equal times). */
export async function listMessages(db: Executor, memberId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('member_messages')
    .select(['id', 'kind', 'params', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countMessages(db: Executor, memberId: number, only: 'all' | 'unread'): Promise<number> {
  let query = db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId);
  if (only === 'unread') query = query.where('read_at', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL's count() is a BIGINT the driver hands back as text or number.
  return Number(row.count);
}

/**
 * Marks one of the member's own messages read; reading it again keeps the first time. Returns
 * false when the member has no such message (someone else's counts as none).
 */
export async function markMessageRead(db: Executor, memberId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('member_messages')
    .set({ read_at: sql<number>`coalesce(read_at, ${now})` })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
