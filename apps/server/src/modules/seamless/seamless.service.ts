import type { SeamlessAnswer, SeamlessBetRequest, SeamlessRoundEndRequest } from '@panalo/contract/seamless';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { barOf, barRefusal } from '../../kernel/money-screen';
import { screenFactsOf } from '../../kernel/money-screen.repository';
import { once } from '../ledger/idempotency';
import { betPlaced } from '../ledger/ledger';
import type { Merchant } from '../../kernel/merchant';
import { afterPosting, walletBalance, roundKey, roundMoney, roundRefusal, scopeOf, sessionOf, withBalance } from './seamless-call';
import { flaggingRefusals, flagOf } from './seamless-flags';
import { findRound, settleOpenRound, stakeOnRound } from './seamless-round.repository';
import { countPlay, placeBet } from './seamless.repository';
import { countPlayAfterCommit } from './play-counter';

/**
 * The seamless wallet: a vendor asks for the balance and sends bets, wins, rollbacks and round
 * ends while the member plays; the money moves in our ledger. Each call is idempotent by the
 * vendor's transaction id (its first answer is replayed, refusals included), so a vendor may
 * retry anything. Bets need a live game session and a member the money screen lets play
 * (kernel/money-screen.ts: not listed, not on a break, not past the KYC deadline); wins, rollbacks
 * and round ends are accepted after the session expired or the member was barred, because the
 * money of a round already played must land. Each step on a round is one
 * conditional update run before the money moves (seamless-round.repository.ts), so calls racing on
 * a round move money only as far as the round's rules allow. Wins and rollbacks:
 * seamless-payout.service.ts.
 */

export async function seamlessBalance(ctx: AppContext, merchant: Merchant, vendorCode: string, token: string): Promise<SeamlessAnswer> {
  return walletBalance(ctx.db, await sessionOf(ctx, merchant, vendorCode, token, true));
}

export async function seamlessBet(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessBetRequest,
): Promise<SeamlessAnswer> {
  // An expired session still names the member, so even that refusal carries the balance.
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  const flag = { ...flagOf(merchant, session, 'bet', request.roundId), transactionId: request.transactionId, amount: request.amount };
  return flaggingRefusals(ctx, flag, () =>
    withBalance(ctx, session, () =>
      once(
        ctx,
        { scope: scopeOf(vendorCode), key: request.transactionId, payload: { call: 'bet', ...request } },
        async (work, key) => {
          if (session.expires_at <= ctx.clock.now()) throw new AppError('GAME_SESSION_INVALID');
          const now = ctx.clock.now();
          // The money screen, on the facts the session was read with: a member listed, on a break
          // or past the KYC deadline bets no more (the refusal is this call's answer, replayed as such).
          const bar = barOf(screenFactsOf(session), merchant.settings.kyc, 'play', now);
          if (bar) throw barRefusal(bar);
          // A rollback that arrived first voided this bet: it must not take the money now.
          const bet = { ...request, vendorCode, memberId: session.member_id, now };
          if (!(await placeBet(work.tx, bet, key.claimedBy()))) throw new AppError('BET_CANCELLED');
          // The money first, then the round: wins and rollbacks take the member's account and then the
          // round in the same order, so that concurrent calls on a round never wait on each other in a
          // cycle. A round that refuses the bet rolls the whole call back, its posting with it.
          const answer = afterPosting(session, await betPlaced(work, roundMoney(session, request.roundId, request.amount, now)));
          const fairness = request.fairness ? JSON.stringify(request.fairness) : null;
          const round = { session, roundId: request.roundId, stake: request.amount, balanceAfter: answer.balance, now, fairness };
          // The round's statement writes the call's answer too, when it accepts the bet.
          if ((await stakeOnRound(work.tx, round, key.answeredBy(answer))) === null) {
            throw roundRefusal(await findRound(work.tx, vendorCode, request.roundId), session) ?? new AppError('ROUND_SETTLED');
          }
          // PostgreSQL: after the commit (play-counter.ts); SQLite has one writer, and no row lock to wait for.
          if (ctx.dialect === 'postgres') work.afterCommit(() => countPlayAfterCommit(ctx, session.game_id));
          else await countPlay(work.tx, session.game_id);
          return answer;
        },
        // The bet row's statement claims the key (`placeBet`): a replay learns it is one there.
        { claimedByOperation: true },
      ),
    ),
  );
}

/** Ends a round (no money moves); later bets, wins and rollbacks on it are refused. Ending twice is fine. */
export async function seamlessRoundEnd(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessRoundEndRequest,
): Promise<SeamlessAnswer> {
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  return flaggingRefusals(ctx, flagOf(merchant, session, 'round-end', request.roundId), () =>
    withBalance(ctx, session, () =>
      ctx.money.run(async (work) => {
        const fairness = request.fairness ? JSON.stringify(request.fairness) : undefined;
        if ((await settleOpenRound(work.tx, roundKey(session, request.roundId), ctx.clock.now(), fairness)) === null) {
          const refusal = roundRefusal(await findRound(work.tx, vendorCode, request.roundId), session);
          if (refusal && refusal.code !== 'ROUND_SETTLED') throw refusal;
        }
        return walletBalance(work.tx, session);
      }),
    ),
  );
}
