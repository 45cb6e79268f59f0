import type { ForfeitHold, ForfeitHoldPage } from '@panalo/contract/aml';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { forfeitReleased, forfeitTaken } from '../ledger/ledger';
import { decideHold, findHold, listHolds } from './forfeit-holds.repository';

type HoldRow = NonNullable<Awaited<ReturnType<typeof findHold>>>;

const toHold = (row: HoldRow): ForfeitHold => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  account: row.account,
  caseId: row.case_id === null ? null : Number(row.case_id),
  reference: row.reference,
  amount: Number(row.amount),
  state: row.state as ForfeitHold['state'],
  heldAt: Number(row.held_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  note: row.note,
});

export async function forfeitHolds(
  ctx: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; state?: string },
): Promise<ForfeitHoldPage> {
  const { rows, total } = await listHolds(ctx.db, caller.merchant.id, query.state, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map(toHold),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/**
 * Staff decide a hold, once: RELEASE gives the funds back to the member's main wallet (a mistaken
 * hit), FORFEIT moves them to the brand's forfeited account (owed to the government). The ledger
 * posting, the hold's new state and the audit entry commit together.
 */
export async function decideForfeitHold(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: { decision: 'RELEASE' | 'FORFEIT'; note: string },
): Promise<ForfeitHold> {
  const { merchant, session, client } = caller;
  const hold = await findHold(ctx.db, merchant.id, id);
  if (!hold) throw new AppError('FORFEIT_HOLD_NOT_FOUND');
  const book = { merchantId: merchant.id, currency: merchant.settings.currency };
  await ctx.money.run(async (work) => {
    const now = ctx.clock.now();
    const state = input.decision === 'RELEASE' ? 'RELEASED' : 'FORFEITED';
    if (!(await decideHold(work.tx, id, { state, staffId: session.memberId, note: input.note, now })))
      throw new AppError('FORFEIT_HOLD_DECIDED');
    const money = {
      book,
      memberId: Number(hold.member_id),
      amount: Number(hold.amount),
      reference: `${hold.reference}-${state[0]}`,
      detail: input.note,
      now,
    };
    await (input.decision === 'RELEASE' ? forfeitReleased(work, money) : forfeitTaken(work, money));
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: input.decision === 'RELEASE' ? 'aml.hold_released' : 'aml.hold_forfeited',
      subjectType: 'member',
      subjectId: Number(hold.member_id),
      ip: client.ip,
      detail: { holdId: id, amount: Number(hold.amount) },
      at: now,
    });
  });
  const after = await findHold(ctx.db, merchant.id, id);
  return toHold(after!);
}
