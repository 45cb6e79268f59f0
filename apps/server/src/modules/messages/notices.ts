import type { MessageRecord, NoticeKind } from '@panalo/contract/wallet';
import { REALTIME_EVENTS } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { Work } from '../../db/money-writer';
import { insertMessage } from './messages.repository';

/**
 * Leaves a notice in the member's messages (messageV2), in the same transaction as the event it
 * tells of, and pushes it to the member's open pages once that transaction has committed.
 */
export async function notify(
  ctx: AppContext,
  work: Work<Executor>,
  notice: { merchantId: number; memberId: number; kind: NoticeKind; params: MessageRecord['params'] },
): Promise<void> {
  const createdAt = ctx.clock.now();
  const id = await insertMessage(work.tx, { ...notice, params: JSON.stringify(notice.params), now: createdAt });
  const record: MessageRecord = { id, kind: notice.kind, params: notice.params, read: false, createdAt };
  work.afterCommit(() => ctx.realtime.push(notice.memberId, REALTIME_EVENTS.notice, record));
}
