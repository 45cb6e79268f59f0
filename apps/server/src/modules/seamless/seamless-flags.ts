import type { ErrorCode } from '@panalo/contract/error-codes';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { findRound, type WinLimits } from './seamless-round.repository';
import type { GameSessionRow } from './seamless.repository';

/** The refusals an operator should look at: a vendor paying too much, or calling about rounds that are not there to call about. */
const FLAGGED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'WIN_LIMIT_EXCEEDED',
  'ROUND_ROLLED_BACK',
  'ROUND_WIN_PAID',
  'ROUND_SETTLED',
  'ROUND_NOT_FOUND',
]);

export const SEAMLESS_FLAG_ACTION = 'seamless.callback_flagged';

export interface FlaggedCall {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  call: 'bet' | 'win' | 'rollback' | 'round-end';
  roundId: string;
  transactionId?: string;
  betTransactionId?: string;
  amount?: number;
  limits?: WinLimits;
}

export const flagOf = (merchant: Merchant, session: GameSessionRow, call: FlaggedCall['call'], roundId: string): FlaggedCall => ({
  merchantId: merchant.id,
  memberId: session.member_id,
  vendorCode: session.vendor_code,
  call,
  roundId,
});

/**
 * Runs a vendor call; when it ends in an unusual refusal, writes an audit entry flagged for the
 * operator (the back office lists them). The entry is written here, after the call's money
 * transaction rolled back the refused step, so the refusal cannot take it with it. A vendor's
 * retry of a refused call is flagged again: a vendor insisting is worth seeing too.
 */
export async function flaggingRefusals<T>(ctx: AppContext, flag: FlaggedCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && FLAGGED.has(error.code)) {
      const round = await findRound(ctx.db, flag.vendorCode, flag.roundId);
      const { merchantId, ...call } = flag;
      await appendAudit(ctx.db, {
        merchantId,
        actorMemberId: null,
        action: SEAMLESS_FLAG_ACTION,
        subjectType: 'seamless_round',
        subjectId: `${flag.vendorCode}:${flag.roundId}`,
        ip: null,
        detail: {
          flagged: true,
          code: error.code,
          ...call,
          round: round ? { memberId: round.member_id, status: round.status, stake: Number(round.stake), win: Number(round.win) } : null,
        },
        at: ctx.clock.now(),
      });
    }
    throw error;
  }
}
