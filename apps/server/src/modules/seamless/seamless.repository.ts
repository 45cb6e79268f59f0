import type { Executor } from '../../db/database';

export async function insertGameSession(
  db: Executor,
  session: {
    tokenHash: string;
    merchantId: number;
    memberId: number;
    vendorCode: string;
    gameId: number;
    currency: string;
    now: number;
    sessionId: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: session.tokenHash,
      merchant_id: session.merchantId,
      member_id: session.memberId,
      vendor_code: session.vendorCode,
      game_id: session.gameId,
      currency: session.currency,
      created_at: session.now,
      expires_at: session.expiresAt,
      session_id: session.sessionId,
    })
    .execute();
}

export async function findGameSession(db: Executor, tokenHash: string) {
  return db.selectFrom('game_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export type GameSessionRow = NonNullable<Awaited<ReturnType<typeof findGameSession>>>;

export async function findRound(db: Executor, vendorCode: string, roundId: string) {
  return db.selectFrom('bet_records').selectAll().where('vendor_code', '=', vendorCode).where('round_id', '=', roundId).executeTakeFirst();
}

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;

export async function openRound(
  db: Executor,
  round: { session: GameSessionRow; roundId: string; balanceBefore: number; now: number },
): Promise<void> {
  await db
    .insertInto('bet_records')
    .values({
      merchant_id: round.session.merchant_id,
      member_id: round.session.member_id,
      vendor_code: round.session.vendor_code,
      game_id: round.session.game_id,
      round_id: round.roundId,
      currency: round.session.currency,
      balance_before: round.balanceBefore,
      balance_after: round.balanceBefore,
      status: 'OPEN',
      created_at: round.now,
    })
    .execute();
}

/** Adds to a round's stake and win (negative to take a rolled-back stake off) and records the balance. */
export async function updateRound(
  db: Executor,
  id: number,
  change: { stake?: number; win?: number; balanceAfter: number; settledAt?: number; fairness?: string },
): Promise<void> {
  await db
    .updateTable('bet_records')
    .set((eb) => ({
      stake: eb('stake', '+', change.stake ?? 0),
      win: eb('win', '+', change.win ?? 0),
      balance_after: change.balanceAfter,
      ...(change.settledAt !== undefined ? { status: 'SETTLED', settled_at: change.settledAt } : {}),
      ...(change.fairness !== undefined ? { fairness: change.fairness } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function findBet(db: Executor, vendorCode: string, transactionId: string) {
  return db
    .selectFrom('seamless_bets')
    .selectAll()
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export async function insertBet(
  db: Executor,
  bet: {
    vendorCode: string;
    transactionId: string;
    roundId: string;
    memberId: number;
    amount: number;
    status: 'PLACED' | 'VOID';
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('seamless_bets')
    .values({
      vendor_code: bet.vendorCode,
      transaction_id: bet.transactionId,
      round_id: bet.roundId,
      member_id: bet.memberId,
      amount: bet.amount,
      status: bet.status,
      created_at: bet.now,
    })
    .execute();
}

export async function markBetRolledBack(db: Executor, id: number): Promise<void> {
  await db.updateTable('seamless_bets').set({ status: 'ROLLED_BACK' }).where('id', '=', id).execute();
}

export async function countPlay(db: Executor, gameId: number): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ play_count: eb('play_count', '+', 1) }))
    .where('id', '=', gameId)
    .execute();
}
