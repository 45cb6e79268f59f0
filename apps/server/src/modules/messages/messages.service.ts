import type { z } from 'zod';
import type { MessageRecord, messagePage, NoticeKind, pageQuery } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../kernel/caller';
import { countMessages, listMessages, markMessageRead } from './messages.repository';

type MessagePage = z.infer<typeof messagePage>;
type PageQuery = z.infer<typeof pageQuery>;

/** The member's notices (messageV2), newest first. */
export async function messagesOf(ctx: AppContext, caller: Caller, query: PageQuery): Promise<MessagePage> {
  const { session } = caller;
  const { pageNo, pageSize } = query;
  const [rows, total] = await Promise.all([
    listMessages(ctx.db, session.memberId, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
    countMessages(ctx.db, session.memberId, 'all'),
  ]);
  const list: MessageRecord[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NoticeKind,
    params: JSON.parse(row.params) as MessageRecord['params'],
    read: row.read_at !== null,
    createdAt: row.created_at,
  }));
  return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** The badge count. Trial accounts skip unread messages (spec 001 section 6), so theirs is always 0. */
export async function unreadCount(ctx: AppContext, caller: Caller): Promise<{ count: number }> {
  const { session } = caller;
  if (session.isTrial) return { count: 0 };
  return { count: await countMessages(ctx.db, session.memberId, 'unread') };
}

/** Marks one of the member's own messages read; another member's message does not exist for them. */
export async function markRead(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const { session } = caller;
  if (!(await markMessageRead(ctx.db, session.memberId, id, ctx.clock.now()))) throw new AppError('RECORD_NOT_FOUND');
}
