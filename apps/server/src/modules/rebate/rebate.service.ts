import type { RebateClaim, RebateClaimList, RebateLine, RebateValue } from '@panalo/contract/rebate';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { memberScope } from '../../lib/http';
import { readableCode } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { bonusCredited } from '../ledger/ledger';
import { once } from '../ledger/idempotency';
import { bookOf } from '../wallet/wallet.service';
import { advanceRebateMark, insertRebateClaim, memberGameBets, memberRebateClaims, type GameBetRow } from './rebate.repository';

/** Rates are basis points: 100 = 1% of valid bet. */
const BASIS = 10_000;

type Due = RebateLine & { row: GameBetRow };

/** The rebate due per game type: the brand's rate on the valid bet since the last claim (none below zero). */
async function dueLines(db: Executor, merchant: Merchant, memberId: number): Promise<Due[]> {
  const rates = merchant.settings.rebate.rates as Record<string, number | undefined>;
  return (await memberGameBets(db, memberId))
    .map((row) => {
      const rate = rates[row.game_type] ?? 0;
      const validBet = Math.max(0, row.valid_bet - row.rebate_mark);
      return { row, gameType: row.game_type, validBet, rate, amount: Math.floor((validBet * rate) / BASIS) };
    })
    .filter((line) => line.validBet > 0 && line.rate > 0);
}

const publicLine = ({ row: _row, ...line }: Due): RebateLine => line;

/** manualRebate: what the member can claim now, per game type. */
export async function claimableRebate(ctx: AppContext, caller: Caller): Promise<RebateValue> {
  const lines = await dueLines(ctx.db, caller.merchant, caller.session.memberId);
  return {
    lines: lines.map(publicLine),
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    minClaim: caller.merchant.settings.rebate.minClaim,
    currency: caller.merchant.settings.currency,
  };
}

/**
 * Claims the rebate due now, in one money transaction: each game type's mark moves from what was
 * read to the valid bet it pays up to (a conditional update, so claims racing each other pay each
 * bet once), then the total is paid into the main wallet. The Idempotency-Key makes a retried
 * claim the same claim.
 */
export async function claimRebate(ctx: AppContext, caller: Caller, key: string): Promise<RebateClaim> {
  const { merchant, session } = caller;
  return once(ctx, { scope: memberScope(session.memberId), key, payload: { call: 'rebate.claim' } }, async (work) => {
    const now = ctx.clock.now();
    const paid: Due[] = [];
    for (const line of await dueLines(work.tx, merchant, session.memberId)) {
      if (line.amount <= 0) continue;
      if (await advanceRebateMark(work.tx, line.row.id, line.row.rebate_mark, line.row.rebate_mark + line.validBet)) paid.push(line);
    }
    const amount = paid.reduce((sum, line) => sum + line.amount, 0);
    if (amount <= 0) throw new AppError('NOTHING_TO_CLAIM');
    if (amount < merchant.settings.rebate.minClaim) throw new AppError('REBATE_BELOW_MINIMUM');
    const reference = `RB${readableCode(12)}`;
    const lines = paid.map(publicLine);
    const id = await insertRebateClaim(work.tx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      reference,
      amount,
      lines: JSON.stringify(lines),
      now,
    });
    await bonusCredited(work, { book: bookOf(merchant), memberId: session.memberId, amount, reference, detail: 'REBATE', now });
    await appendAudit(work.tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'rebate.claimed',
      subjectType: 'rebate_claim',
      subjectId: id,
      ip: caller.client.ip,
      detail: { amount },
      at: now,
    });
    return { id, reference, amount, lines, createdAt: now };
  });
}

export async function rebateHistory(ctx: AppContext, caller: Caller): Promise<RebateClaimList> {
  const rows = await memberRebateClaims(ctx.db, caller.session.memberId);
  return {
    list: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      amount: Number(row.amount),
      lines: JSON.parse(row.lines) as RebateLine[],
      createdAt: Number(row.created_at),
    })),
  };
}
