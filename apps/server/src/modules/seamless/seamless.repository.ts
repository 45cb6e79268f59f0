import type { Executor } from '../../db/executor';

export interface NewGameSession {
  tokenHash: string;
  merchantId: number;
  memberId: number;
  vendorCode: string;
  gameId: number;
  currency: string;
  now: number;
  sessionId: number;
  expiresAt: number;
}

export async function insertGameSession(db: Executor, session: NewGameSession): Promise<void> {
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

/** The session a token names, with its vendor's own win limits (read here to save a round trip per call). */
export async function findGameSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('game_sessions')
    .leftJoin('vendors', 'vendors.code', 'game_sessions.vendor_code')
    .selectAll('game_sessions')
    .select(['vendors.max_win_per_round as vendor_max_win_per_round', 'vendors.max_win_multiple as vendor_max_win_multiple'])
    .where('game_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export type GameSessionRow = NonNullable<Awaited<ReturnType<typeof findGameSession>>>;

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

/**
 * Records a bet as PLACED unless its transaction id is known already (a rollback that arrived
 * first left it VOID): false then, and nothing is written. One statement where a look-up and an
 * insert were two; the unique (vendor, transaction id) orders it against a concurrent rollback.
 */
export async function placeBet(
  db: Executor,
  bet: { vendorCode: string; transactionId: string; roundId: string; memberId: number; amount: number; now: number },
): Promise<boolean> {
  const row = await db
    .insertInto('seamless_bets')
    .values({
      vendor_code: bet.vendorCode,
      transaction_id: bet.transactionId,
      round_id: bet.roundId,
      member_id: bet.memberId,
      amount: bet.amount,
      status: 'PLACED',
      created_at: bet.now,
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the member's PLACED bet rolled back and returns its amount; undefined when there is no
 * such bet or it is no longer PLACED. The one conditional statement decides which of several
 * concurrent rollbacks of a bet refunds it (on PostgreSQL the others wait for its row lock and
 * then find the bet no longer PLACED).
 */
export async function rollBackPlacedBet(
  db: Executor,
  bet: { vendorCode: string; transactionId: string; roundId: string; memberId: number },
): Promise<number | undefined> {
  const row = await db
    .updateTable('seamless_bets')
    .set({ status: 'ROLLED_BACK' })
    .where('vendor_code', '=', bet.vendorCode)
    .where('transaction_id', '=', bet.transactionId)
    .where('round_id', '=', bet.roundId)
    .where('member_id', '=', bet.memberId)
    .where('status', '=', 'PLACED')
    .returning('amount')
    .executeTakeFirst();
  return row ? Number(row.amount) : undefined;
}

/** Adds `plays` to a game's play count. */
export async function addPlays(db: Executor, gameId: number, plays: number): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ play_count: eb('play_count', '+', plays) }))
    .where('id', '=', gameId)
    .execute();
}

export async function countPlay(db: Executor, gameId: number): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ play_count: eb('play_count', '+', 1) }))
    .where('id', '=', gameId)
    .execute();
}
