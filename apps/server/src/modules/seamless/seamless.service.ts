import type {
  SeamlessAnswer,
  SeamlessBetRequest,
  SeamlessRollbackRequest,
  SeamlessRoundEndRequest,
  SeamlessWinRequest,
} from '@panalo/contract/seamless';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';
import { once } from '../ledger/idempotency';
import { betPlaced, betRolledBack, winPaid, type PostingResult } from '../ledger/ledger';
import { identify, mainOf } from '../ledger/ledger-accounts';
import { accountBalance, type Book } from '../ledger/ledger.repository';
import type { Merchant } from '../merchant/merchant';
import {
  countPlay,
  findBet,
  findGameSession,
  findRound,
  insertBet,
  markBetRolledBack,
  openRound,
  updateRound,
  type GameSessionRow,
} from './seamless.repository';

/**
 * The seamless wallet: a vendor asks for the balance and sends bets, wins, rollbacks and round
 * ends while the member plays; the money moves in our ledger. Each call is idempotent by the
 * vendor's transaction id (its first answer is replayed, refusals included), so a vendor may
 * retry anything. Bets need a live game session; wins, rollbacks and round ends are accepted after
 * it expired, because the money of a round already played must land.
 */

const bookOf = (session: GameSessionRow): Book => ({ merchantId: session.merchant_id, currency: session.currency });
const mainKey = (memberId: number): string => identify(mainOf(memberId)).key;

async function mainBalance(db: Executor, session: GameSessionRow): Promise<SeamlessAnswer> {
  return { balance: await accountBalance(db, bookOf(session), mainKey(session.member_id)), currency: session.currency };
}

const afterPosting = (session: GameSessionRow, posting: PostingResult): SeamlessAnswer => ({
  balance: posting.balances[mainKey(session.member_id)]!,
  currency: session.currency,
});

/** The session a token names, for this brand and vendor; `live` also needs it unexpired. */
async function sessionOf(ctx: AppContext, merchant: Merchant, vendorCode: string, token: string, live: boolean): Promise<GameSessionRow> {
  const session = await findGameSession(ctx.db, sha256(token));
  const valid = session && session.merchant_id === merchant.id && session.vendor_code === vendorCode;
  if (!valid || (live && session.expires_at <= ctx.clock.now())) throw new AppError('GAME_SESSION_INVALID');
  return session;
}

/** A refusal carries the member's balance, so the vendor can show it (say, after insufficient funds). */
async function withBalance<T>(ctx: AppContext, session: GameSessionRow, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, { ...error.extra, balance: (await mainBalance(ctx.db, session)).balance });
  }
}

const scopeOf = (vendorCode: string): string => `vendor:${vendorCode}`;

export async function seamlessBalance(ctx: AppContext, merchant: Merchant, vendorCode: string, token: string): Promise<SeamlessAnswer> {
  return mainBalance(ctx.db, await sessionOf(ctx, merchant, vendorCode, token, true));
}

export async function seamlessBet(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessBetRequest,
): Promise<SeamlessAnswer> {
  // An expired session still names the member, so even that refusal carries the balance.
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  return withBalance(ctx, session, () =>
    once(ctx, { scope: scopeOf(vendorCode), key: request.transactionId, payload: { call: 'bet', ...request } }, async (work) => {
      if (session.expires_at <= ctx.clock.now()) throw new AppError('GAME_SESSION_INVALID');
      // A rollback that arrived first voided this bet: it must not take the money now.
      if (await findBet(work.tx, vendorCode, request.transactionId)) throw new AppError('BET_CANCELLED');
      const now = ctx.clock.now();
      let round = await findRound(work.tx, vendorCode, request.roundId);
      if (round && round.member_id !== session.member_id) throw new AppError('ROUND_NOT_FOUND');
      if (round?.status === 'SETTLED') throw new AppError('ROUND_SETTLED');
      if (!round) {
        const before = await mainBalance(work.tx, session);
        await openRound(work.tx, { session, roundId: request.roundId, balanceBefore: before.balance, now });
        round = (await findRound(work.tx, vendorCode, request.roundId))!;
      }
      const posting = await betPlaced(work, roundMoney(session, vendorCode, request.roundId, request.amount, now));
      const answer = afterPosting(session, posting);
      await insertBet(work.tx, { ...request, vendorCode, memberId: session.member_id, status: 'PLACED', now });
      await updateRound(work.tx, round.id, { stake: request.amount, balanceAfter: answer.balance });
      await countPlay(work.tx, session.game_id);
      return answer;
    }),
  );
}

function roundMoney(session: GameSessionRow, vendorCode: string, roundId: string, amount: number, now: number) {
  return { book: bookOf(session), memberId: session.member_id, amount, reference: `round:${vendorCode}:${roundId}`, now };
}

/** The member's round, or ROUND_NOT_FOUND (also for another member's round: no one learns it exists). */
async function roundOf(db: Executor, session: GameSessionRow, vendorCode: string, roundId: string) {
  const round = await findRound(db, vendorCode, roundId);
  if (!round || round.member_id !== session.member_id) throw new AppError('ROUND_NOT_FOUND');
  return round;
}

export async function seamlessWin(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessWinRequest,
): Promise<SeamlessAnswer> {
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  return withBalance(ctx, session, async () => {
    // A win before its bet is refused without keeping the answer: the vendor's retry, once the bet
    // has arrived, must succeed.
    await roundOf(ctx.db, session, vendorCode, request.roundId);
    return once(ctx, { scope: scopeOf(vendorCode), key: request.transactionId, payload: { call: 'win', ...request } }, async (work) => {
      const round = await roundOf(work.tx, session, vendorCode, request.roundId);
      if (round.status === 'SETTLED') throw new AppError('ROUND_SETTLED');
      const now = ctx.clock.now();
      const answer =
        request.amount > 0
          ? afterPosting(session, await winPaid(work, roundMoney(session, vendorCode, request.roundId, request.amount, now)))
          : await mainBalance(work.tx, session);
      await updateRound(work.tx, round.id, {
        win: request.amount,
        balanceAfter: answer.balance,
        ...(request.endRound ? { settledAt: now } : {}),
        ...(request.fairness ? { fairness: JSON.stringify(request.fairness) } : {}),
      });
      return answer;
    });
  });
}

export async function seamlessRollback(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessRollbackRequest,
): Promise<SeamlessAnswer> {
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  return withBalance(ctx, session, () =>
    once(ctx, { scope: scopeOf(vendorCode), key: request.transactionId, payload: { call: 'rollback', ...request } }, (work) =>
      rollBack(ctx, work, session, vendorCode, request),
    ),
  );
}

async function rollBack(ctx: AppContext, work: Work, session: GameSessionRow, vendorCode: string, request: SeamlessRollbackRequest) {
  const now = ctx.clock.now();
  const bet = await findBet(work.tx, vendorCode, request.betTransactionId);
  if (!bet) {
    // The rollback overtook its bet: remember the bet as void, so it is refused when it arrives.
    await insertBet(work.tx, {
      vendorCode,
      transactionId: request.betTransactionId,
      roundId: request.roundId,
      memberId: session.member_id,
      amount: 0,
      status: 'VOID',
      now,
    });
    return mainBalance(work.tx, session);
  }
  if (bet.member_id !== session.member_id || bet.round_id !== request.roundId) throw new AppError('ROUND_NOT_FOUND');
  // A bet is rolled back once; another rollback of it answers the balance and moves nothing.
  if (bet.status !== 'PLACED') return mainBalance(work.tx, session);
  const round = await roundOf(work.tx, session, vendorCode, request.roundId);
  if (round.status === 'SETTLED') throw new AppError('ROUND_SETTLED');
  const answer = afterPosting(
    session,
    await betRolledBack(work, roundMoney(session, vendorCode, request.roundId, Number(bet.amount), now)),
  );
  await markBetRolledBack(work.tx, bet.id);
  await updateRound(work.tx, round.id, { stake: -Number(bet.amount), balanceAfter: answer.balance });
  return answer;
}

/** Ends a round (no money moves); later bets, wins and rollbacks on it are refused. Ending twice is fine. */
export async function seamlessRoundEnd(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  request: SeamlessRoundEndRequest,
): Promise<SeamlessAnswer> {
  const session = await sessionOf(ctx, merchant, vendorCode, request.token, false);
  return withBalance(ctx, session, () =>
    ctx.money.run(async (work) => {
      const round = await roundOf(work.tx, session, vendorCode, request.roundId);
      const answer = await mainBalance(work.tx, session);
      if (round.status !== 'SETTLED') {
        await updateRound(work.tx, round.id, {
          balanceAfter: round.balance_after,
          settledAt: ctx.clock.now(),
          ...(request.fairness ? { fairness: JSON.stringify(request.fairness) } : {}),
        });
      }
      return answer;
    }),
  );
}
