import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney } from '../../db/money-writer';
import { gameTypeOf } from '../../kernel/posting-facts';
import { addValidBet, setPointsMark, type GameBetRow } from './rebate.repository';

/**
 * Valid bet per member and game type, counted from the money writer's bet and rollback postings
 * as they are written (never by rescanning bets). Rebates are due on it; points are earned on it.
 */
export interface CountedBet {
  gameType: string;
  row: GameBetRow;
}

/** Counts a BET (adds its stake) or ROLLBACK (takes it off); null for postings of no game. */
export async function countValidBet(ctx: AppContext, tx: Executor, posting: PostedMoney): Promise<CountedBet | null> {
  const gameType = await gameTypeOf(ctx, tx, posting.gameId);
  if (!gameType) return null;
  const delta = posting.event === 'ROLLBACK' ? -posting.amount : posting.amount;
  const row = await addValidBet(tx, { merchantId: posting.merchantId, memberId: posting.memberId, gameType, delta });
  return { gameType, row };
}

/** Notes the valid bet points have been earned up to (points earn on each stake once, rollbacks notwithstanding). */
export const notePointsEarned = (tx: Executor, row: GameBetRow, mark: number): Promise<void> => setPointsMark(tx, row.id, mark);
