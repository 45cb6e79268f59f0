import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { isPostgres, numberedText, prepared } from '../../db/prepared';
import { claimKey, type KeyClaimWrite } from '../ledger/idempotency';
import { keyClaimParameters, withKeyClaim } from '../ledger/key-statements';
import type { GameSessionsTable } from '../../db/schema-games';
import { SCREEN_COLUMNS, SCREEN_JOINS, type ScreenColumns } from '../../kernel/money-screen.repository';

export interface NewGameSession {
  tokenHash: string;
  merchantId: number;
  memberId: number;
  vendorCode: string;
  gameId: number;
  currency: string;
  now: number;
  /** The member session that launched the game; null for rounds no member session opened (the demo seed's past play). */
  sessionId: number | null;
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

export type GameSessionRow = Selectable<GameSessionsTable> &
  ScreenColumns & {
    vendor_max_win_per_round: number | null;
    vendor_max_win_multiple: number | null;
    /** `transfer`: the vendor's rounds play from the member's wallet at the vendor (seamless-call.ts). */
    vendor_wallet_mode: string | null;
  };

// Every seamless call runs it: SQL text prepared once, not a query built anew per call. The member's
// money-screen facts come with it (kernel/money-screen.repository.ts), for the bet's screen.
const GAME_SESSION = `SELECT s.*, v.max_win_per_round AS vendor_max_win_per_round, v.max_win_multiple AS vendor_max_win_multiple,
     v.wallet_mode AS vendor_wallet_mode, ${SCREEN_COLUMNS}
   FROM game_sessions s LEFT JOIN vendors v ON v.code = s.vendor_code
   JOIN members m ON m.id = s.member_id
   ${SCREEN_JOINS}`;
const gameSessionByToken = prepared<GameSessionRow>(`${GAME_SESSION} WHERE s.token_hash = ?`);

/**
 * The session a token names, with its vendor's own win limits and wallet mode and the member's
 * money-screen facts (read here to save a round trip per call).
 */
export async function findGameSession(db: Executor, tokenHash: string): Promise<GameSessionRow | undefined> {
  return (await gameSessionByToken.execute(db, [tokenHash])).rows[0];
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

// Every bet runs it: SQL text prepared once, not a query built anew per call.
const PLACE_BET = `INSERT INTO seamless_bets (vendor_code, transaction_id, round_id, member_id, amount, status, created_at)
   VALUES (?, ?, ?, ?, ?, 'PLACED', ?)
   ON CONFLICT (vendor_code, transaction_id) DO NOTHING RETURNING transaction_id`;
const placeBetStatement = prepared<{ transaction_id: string }>(PLACE_BET);
/** PostgreSQL: the bet and its call's idempotency claim in one statement (`withKeyClaim`). */
const claimAndPlaceBetStatement = prepared<{ transaction_id: string }>(
  withKeyClaim(numberedText(PLACE_BET).text, numberedText(PLACE_BET).count + 1),
);

/**
 * Records a bet as PLACED unless its transaction id is known already (a rollback that arrived
 * first left it VOID): false then, and nothing is written. One statement where a look-up and an
 * insert were two; the unique (vendor, transaction id) orders it against a concurrent rollback.
 * It is the bet call's first write, and claims the call's idempotency key (`claim`) with it.
 */
export async function placeBet(
  db: Executor,
  bet: { vendorCode: string; transactionId: string; roundId: string; memberId: number; amount: number; now: number },
  claim: KeyClaimWrite,
): Promise<boolean> {
  const parameters = [bet.vendorCode, bet.transactionId, bet.roundId, bet.memberId, bet.amount, bet.now];
  if (isPostgres(db)) return (await claimAndPlaceBetStatement.execute(db, [...parameters, ...keyClaimParameters(claim)])).rows.length > 0;
  await claimKey(db, claim.scope, claim.key, claim.requestHash, claim.now);
  return (await placeBetStatement.execute(db, parameters)).rows.length > 0;
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

// SQLite runs it in every bet's transaction: fixed text, prepared once.
const addOnePlay = prepared('UPDATE games SET play_count = play_count + 1 WHERE id = ?');

export async function countPlay(db: Executor, gameId: number): Promise<void> {
  await addOnePlay.execute(db, [gameId]);
}
