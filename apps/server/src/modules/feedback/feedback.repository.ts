import type { Executor } from '../../db/executor';

/** The only database code of feedback. */

export interface FeedbackRow {
  id: number;
  member_id: number;
  content: string;
  created_at: number;
  reply: string | null;
  replied_at: number | null;
}

const COLUMNS = [
  'feedback.id',
  'feedback.member_id',
  'feedback.content',
  'feedback.created_at',
  'feedback.reply',
  'feedback.replied_at',
] as const;

export async function insertFeedback(
  db: Executor,
  row: { merchantId: number; memberId: number; content: string; now: number },
): Promise<number> {
  const inserted = await db
    .insertInto('feedback')
    .values({ merchant_id: row.merchantId, member_id: row.memberId, content: row.content, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function countFeedbackSince(db: Executor, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function feedbackOf(db: Executor, memberId: number, limit: number): Promise<FeedbackRow[]> {
  return db.selectFrom('feedback').select(COLUMNS).where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
}

/** The brand's feedback, newest first: only those waiting for a reply, or all. */
export function brandFeedback(
  db: Executor,
  merchantId: number,
  open: boolean,
  limit: number,
): Promise<(FeedbackRow & { username: string })[]> {
  let query = db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select(COLUMNS)
    .select('members.username')
    .where('feedback.merchant_id', '=', merchantId);
  if (open) query = query.where('feedback.replied_at', 'is', null);
  return query.orderBy('feedback.id', 'desc').limit(limit).execute();
}

export function findFeedback(db: Executor, merchantId: number, id: number): Promise<FeedbackRow | undefined> {
  return db
    .selectFrom('feedback')
    .select(COLUMNS)
    .where('feedback.merchant_id', '=', merchantId)
    .where('feedback.id', '=', id)
    .executeTakeFirst();
}

/** Stores the reply once: false when the feedback has one already (a second operator, a double click). */
export async function setReply(db: Executor, id: number, reply: { text: string; by: number; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({ reply: reply.text, replied_by: reply.by, replied_at: reply.now })
    .where('id', '=', id)
    .where('replied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
