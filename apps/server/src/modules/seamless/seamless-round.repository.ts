import type { Executor } from '../../db/executor';
import type { GameSessionRow } from './seamless.repository';

/**
 * A round's bet record, changed only by conditional updates: each step of a vendor call (a bet's
 * stake, a win, a rollback's refund, the end) is ONE `UPDATE … WHERE status = 'OPEN' AND <the
 * step's rule>` that returns the round's id, run before the money moves. On PostgreSQL the update
 * takes the round's row lock and, under READ COMMITTED, re-checks its WHERE against the row as
 * the call before it committed it; so of N calls racing on one round each sees the others'
 * outcome, and a call that gets no id moves no money. Null means the step was refused: the caller
 * reads the round to say why.
 */

export interface RoundKey {
  vendorCode: string;
  roundId: string;
  memberId: number;
}

/** The most a round may pay in all, in minor units and as a multiple of its standing stake. */
export interface WinLimits {
  maxWinPerRound: number;
  maxWinMultiple: number;
}

export async function findRound(db: Executor, vendorCode: string, roundId: string) {
  return db.selectFrom('bet_records').selectAll().where('vendor_code', '=', vendorCode).where('round_id', '=', roundId).executeTakeFirst();
}

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;

function openRoundOf(db: Executor, key: RoundKey) {
  return db
    .updateTable('bet_records')
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId)
    .where('status', '=', 'OPEN');
}

const idOf = (row: { id: number } | undefined): number | null => (row ? row.id : null);

/** A bet adds its stake to the member's open round. */
export async function stakeOnOpenRound(db: Executor, key: RoundKey, amount: number): Promise<number | null> {
  return idOf(
    await openRoundOf(db, key)
      .set((eb) => ({ stake: eb('stake', '+', amount) }))
      .returning('id')
      .executeTakeFirst(),
  );
}

/**
 * A win adds to the round's win (several wins on one round are legitimate) and may end it. A paid
 * win needs a standing stake (not every bet rolled back) and keeps the round's total win within
 * the limits; a win of 0 only reports a loss and always passes.
 */
export async function winOnOpenRound(
  db: Executor,
  key: RoundKey,
  win: { amount: number; limits: WinLimits; settledAt?: number; fairness?: string },
): Promise<number | null> {
  let update = openRoundOf(db, key).set((eb) => ({
    win: eb('win', '+', win.amount),
    ...(win.settledAt !== undefined ? { status: 'SETTLED', settled_at: win.settledAt } : {}),
    ...(win.fairness !== undefined ? { fairness: win.fairness } : {}),
  }));
  if (win.amount > 0) {
    update = update
      .where('stake', '>', 0)
      .where((eb) => eb(eb('win', '+', win.amount), '<=', win.limits.maxWinPerRound))
      .where((eb) => eb(eb('win', '+', win.amount), '<=', eb('stake', '*', win.limits.maxWinMultiple)));
  }
  return idOf(await update.returning('id').executeTakeFirst());
}

/** A rollback takes its bet's stake off the round, unless that would refund a round that paid a win. */
export async function unstakeOnOpenRound(db: Executor, key: RoundKey, amount: number): Promise<number | null> {
  return idOf(
    await openRoundOf(db, key)
      .set((eb) => ({ stake: eb('stake', '-', amount) }))
      .where((eb) => eb.or([eb('win', '=', 0), eb('stake', '>', amount)]))
      .returning('id')
      .executeTakeFirst(),
  );
}

/** Ends the round (no money moves). */
export async function settleOpenRound(db: Executor, key: RoundKey, settledAt: number, fairness?: string): Promise<number | null> {
  return idOf(
    await openRoundOf(db, key)
      .set({ status: 'SETTLED', settled_at: settledAt, ...(fairness !== undefined ? { fairness } : {}) })
      .returning('id')
      .executeTakeFirst(),
  );
}

/** The member's balance once the step's money moved. */
export async function recordRoundBalance(db: Executor, id: number, balanceAfter: number): Promise<void> {
  await db.updateTable('bet_records').set({ balance_after: balanceAfter }).where('id', '=', id).execute();
}

/** A round opens with its first bet, once that bet's money moved. */
export async function openRound(
  db: Executor,
  round: { session: GameSessionRow; roundId: string; stake: number; balanceAfter: number; now: number },
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
      stake: round.stake,
      balance_before: round.balanceAfter + round.stake,
      balance_after: round.balanceAfter,
      status: 'OPEN',
      created_at: round.now,
    })
    .execute();
}
