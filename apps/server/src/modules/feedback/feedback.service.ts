import { countWords, FEEDBACK_MAX_CHARS, type FeedbackHistory, type FeedbackRecord } from '@panalo/contract/feedback';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { brandDay } from '../../kernel/posting-facts';
import { notify } from '../messages/notices';
import {
  brandFeedback,
  countFeedbackSince,
  feedbackOf,
  findFeedback,
  insertFeedback,
  setReply,
  type FeedbackRow,
} from './feedback.repository';

/**
 * Feedback (PUT /wps/feedback): a member writes between the brand's minWords and maxWords words,
 * at most dailyLimit times a brand day; an operator replies once, and the reply arrives in the
 * member's messages (FEEDBACK_REPLY) as well as beside the feedback in its history.
 */

const DAY = 86_400_000;
const HISTORY_SIZE = 50;
const OPERATOR_PAGE = 100;

const toRecord = (row: FeedbackRow): FeedbackRecord => ({
  id: row.id,
  content: row.content,
  createdAt: row.created_at,
  reply: row.reply,
  repliedAt: row.replied_at,
});

export async function sendFeedback(ctx: AppContext, caller: Caller, content: string): Promise<FeedbackRecord> {
  const { minWords, maxWords, dailyLimit } = caller.merchant.settings.feedback;
  const text = content.trim();
  const words = countWords(text);
  if (words < minWords) throw new AppError('FEEDBACK_TOO_SHORT');
  if (words > maxWords || text.length > FEEDBACK_MAX_CHARS) throw new AppError('FEEDBACK_TOO_LONG');
  const now = ctx.clock.now();
  const memberId = caller.session.memberId;
  const offset = caller.merchant.settings.gmtOffsetMinutes;
  // Midnight of the brand's day.
  const since = brandDay(now, offset) * DAY - offset * 60_000;
  if ((await countFeedbackSince(ctx.db, memberId, since)) >= dailyLimit) throw new AppError('FEEDBACK_DAILY_LIMIT');
  const id = await insertFeedback(ctx.db, { merchantId: caller.merchant.id, memberId, content: text, now });
  return { id, content: text, createdAt: now, reply: null, repliedAt: null };
}

export async function feedbackHistory(ctx: AppContext, caller: Caller): Promise<FeedbackHistory> {
  const { minWords, maxWords } = caller.merchant.settings.feedback;
  const rows = await feedbackOf(ctx.db, caller.session.memberId, HISTORY_SIZE);
  return { list: rows.map(toRecord), minWords, maxWords };
}

/** The back office's list: feedback waiting for a reply (or all of it), with who wrote it. */
export async function operatorFeedback(ctx: AppContext, caller: Caller, status: 'open' | 'all') {
  const rows = await brandFeedback(ctx.db, caller.merchant.id, status === 'open', OPERATOR_PAGE);
  return { list: rows.map((row) => ({ ...toRecord(row), username: row.username })) };
}

/** An operator's reply: stored once, audited, and left in the member's messages in the same transaction. */
export async function replyToFeedback(ctx: AppContext, caller: Caller, id: number, reply: string): Promise<FeedbackRecord> {
  const row = await findFeedback(ctx.db, caller.merchant.id, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const now = ctx.clock.now();
  await ctx.money.run(async (work) => {
    if (!(await setReply(work.tx, id, { text: reply, by: caller.session.memberId, now }))) throw new AppError('FEEDBACK_ALREADY_REPLIED');
    await notify(ctx, work, {
      merchantId: caller.merchant.id,
      memberId: row.member_id,
      kind: 'FEEDBACK_REPLY',
      params: { feedbackId: id, reply },
    });
    await appendAudit(work.tx, {
      merchantId: caller.merchant.id,
      actorMemberId: caller.session.memberId,
      action: 'feedback.replied',
      subjectType: 'feedback',
      subjectId: id,
      ip: caller.client.ip,
      detail: { memberId: row.member_id },
      at: now,
    });
  });
  return { ...toRecord(row), reply, repliedAt: now };
}
