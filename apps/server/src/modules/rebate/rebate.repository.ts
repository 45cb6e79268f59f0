import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';

/** Each member's valid bet per game type, and the rebate claims paid on it. */

export interface GameBetRow {
  id: number;
  game_type: string;
  valid_bet: number;
  points_mark: number;
  rebate_mark: number;
}

const betColumns = ['id', 'game_type', 'valid_bet', 'points_mark', 'rebate_mark'] as const;

/** Adds a stake (or takes a rolled-back one off) to the member's valid bet of a game type; the row after. */
// Every bet runs it: SQL text prepared once, not a query built anew per call.
const addValidBetStatement = prepared<GameBetRow>(
  `INSERT INTO member_game_bets (merchant_id, member_id, game_type, valid_bet) VALUES (?, ?, ?, ?)
   ON CONFLICT (member_id, game_type) DO UPDATE SET valid_bet = member_game_bets.valid_bet + excluded.valid_bet
   RETURNING ${betColumns.join(', ')}`,
);

export async function addValidBet(
  db: Executor,
  row: { merchantId: number; memberId: number; gameType: string; delta: number },
): Promise<GameBetRow> {
  const written = (await addValidBetStatement.execute(db, [row.merchantId, row.memberId, row.gameType, row.delta])).rows[0];
  if (!written) throw new Error('member_game_bets upsert returned no row');
  return numeric(written);
}

const numeric = (row: GameBetRow): GameBetRow => ({
  ...row,
  valid_bet: Number(row.valid_bet),
  points_mark: Number(row.points_mark),
  rebate_mark: Number(row.rebate_mark),
});

export async function setPointsMark(db: Executor, id: number, mark: number): Promise<void> {
  await db.updateTable('member_game_bets').set({ points_mark: mark }).where('id', '=', id).execute();
}

export async function memberGameBets(db: Executor, memberId: number): Promise<GameBetRow[]> {
  const rows = await db.selectFrom('member_game_bets').select(betColumns).where('member_id', '=', memberId).orderBy('game_type').execute();
  return rows.map(numeric);
}

/**
 * Moves a game type's rebate mark from what the claim read to the valid bet it pays up to; false
 * when another claim moved it first (so a rebate is paid once however many claims race).
 */
export async function advanceRebateMark(db: Executor, id: number, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('member_game_bets')
    .set({ rebate_mark: to })
    .where('id', '=', id)
    .where('rebate_mark', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRebateClaim(
  db: Executor,
  claim: { merchantId: number; memberId: number; reference: string; amount: number; lines: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('rebate_claims')
    .values({
      merchant_id: claim.merchantId,
      member_id: claim.memberId,
      reference: claim.reference,
      amount: claim.amount,
      lines: claim.lines,
      created_at: claim.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface RebateClaimRow {
  id: number;
  reference: string;
  amount: number;
  lines: string;
  created_at: number;
}

export function memberRebateClaims(db: Executor, memberId: number): Promise<RebateClaimRow[]> {
  return db
    .selectFrom('rebate_claims')
    .select(['id', 'reference', 'amount', 'lines', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
