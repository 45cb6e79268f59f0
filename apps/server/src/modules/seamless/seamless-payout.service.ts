import type { SeamlessAnswer, SeamlessRollbackRequest, SeamlessWinRequest } from '@panalo/contract/seamless';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { once } from '../ledger/idempotency';
import { betRolledBack, winPaid } from '../ledger/ledger';
import type { Merchant } from '../../kernel/merchant';
import {
  afterPosting,
  walletBalance,
  roundKey,
  roundMoney,
  roundRefusal,
  scopeOf,
  sessionOf,
  winLimitsOf,
  withBalance,
} from './seamless-call';
import { flaggingRefusals, flagOf } from './seamless-flags';
import { findRound, unstakeOnOpenRound, winOnOpenRound } from './seamless-round.repository';
import { findBet, insertBet, rollBackPlacedBet, type GameSessionRow } from './seamless.repository';

/**
 * The money that comes back to the member: wins and rollbacks (docs/seamless-wallet.md). A round
 * pays a win or refunds its stake, never both: a win is refused once every bet of the round was
 * rolled back (ROUND_ROLLED_BACK), and a rollback that would leave a round that paid a win without
 * a stake is refused (ROUND_WIN_PAID). A round's total win stays within the brand's and the
 * vendor's limits (WIN_LIMIT_EXCEEDED). Each refusal of this kind is flagged for the operator.
 */

export async function seamlessWin(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessWinRequest,
): Promise<SeamlessAnswer> {
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  const limits = winLimitsOf(merchant, session);
  const flag = {
    ...flagOf(merchant, session, 'win', request.roundId),
    transactionId: request.transactionId,
    amount: request.amount,
    limits,
  };
  return flaggingRefusals(ctx, flag, () =>
    withBalance(ctx, session, () =>
      once(
        ctx,
        { scope: scopeOf(vendorCode), key: request.transactionId, payload: { call: 'win', ...request } },
        async (work, key) => {
          const now = ctx.clock.now();
          // The money first, then the round (the same order as bets: see seamlessBet); a round that
          // refuses the win rolls the whole call back, its posting with it.
          const answer =
            request.amount > 0
              ? afterPosting(session, await winPaid(work, roundMoney(session, request.roundId, request.amount, now)))
              : await walletBalance(work.tx, session);
          // The round's statement writes the call's answer too, when it accepts the win.
          const win = {
            amount: request.amount,
            balanceAfter: answer.balance,
            limits,
            ...(request.endRound ? { settledAt: now } : {}),
            ...(request.fairness ? { fairness: JSON.stringify(request.fairness) } : {}),
          };
          const roundId = await winOnOpenRound(work.tx, roundKey(session, request.roundId), win, key.answeredBy(answer));
          if (roundId === null) {
            const round = await findRound(work.tx, vendorCode, request.roundId);
            throw roundRefusal(round, session) ?? new AppError(Number(round!.stake) === 0 ? 'ROUND_ROLLED_BACK' : 'WIN_LIMIT_EXCEEDED');
          }
          return answer;
        },
        // A win before its bet is refused without keeping the answer: the vendor's retry, once the bet
        // has arrived, must succeed. Every write of a win is the call's own (its credit, the round's
        // win), so its key can be claimed with the answer at the end (`claimLast`).
        { keepRefusal: (error) => error.code !== 'ROUND_NOT_FOUND', claimLast: true },
      ),
    ),
  );
}

export async function seamlessRollback(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessRollbackRequest,
): Promise<SeamlessAnswer> {
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  const flag = {
    ...flagOf(merchant, session, 'rollback', request.roundId),
    transactionId: request.transactionId,
    betTransactionId: request.betTransactionId,
  };
  return flaggingRefusals(ctx, flag, () =>
    withBalance(ctx, session, () =>
      once(ctx, { scope: scopeOf(vendorCode), key: request.transactionId, payload: { call: 'rollback', ...request } }, (work) =>
        rollBack(ctx, work, session, request),
      ),
    ),
  );
}

async function rollBack(ctx: AppContext, work: Work, session: GameSessionRow, request: SeamlessRollbackRequest) {
  const now = ctx.clock.now();
  const vendorCode = session.vendor_code;
  const bet = { vendorCode, transactionId: request.betTransactionId, roundId: request.roundId, memberId: session.member_id };
  let amount = await rollBackPlacedBet(work.tx, bet);
  if (amount === undefined) {
    const found = await findBet(work.tx, vendorCode, request.betTransactionId);
    if (!found) {
      // The rollback overtook its bet: remember the bet as void, so it is refused when it arrives.
      await insertBet(work.tx, { ...bet, amount: 0, status: 'VOID', now });
      return walletBalance(work.tx, session);
    }
    if (found.member_id !== session.member_id || found.round_id !== request.roundId) throw new AppError('ROUND_NOT_FOUND');
    // PostgreSQL reads each statement at its own start: a bet that committed after the update above
    // began, and before this read, is still PLACED here. It is rolled back now (the update locks it,
    // so of racing rollbacks one refunds it), not left standing behind a rollback that answered.
    if (found.status === 'PLACED') amount = await rollBackPlacedBet(work.tx, bet);
    // A bet is rolled back once; another rollback of it answers the balance and moves nothing.
    if (amount === undefined) return walletBalance(work.tx, session);
  }
  // The refund first, then the round (the order of bets and wins).
  const answer = afterPosting(session, await betRolledBack(work, roundMoney(session, request.roundId, amount, now)));
  if ((await unstakeOnOpenRound(work.tx, roundKey(session, request.roundId), amount, answer.balance)) === null) {
    // Throwing undoes the bet's change and the refund too: `once` rolls the whole call back.
    throw roundRefusal(await findRound(work.tx, vendorCode, request.roundId), session) ?? new AppError('ROUND_WIN_PAID');
  }
  return answer;
}
