import type { Executor } from '../../db/executor';
import { isPostgres, numberedText, prepared, type PreparedStatement } from '../../db/prepared';
import { saveKeyAnswer, type KeyAnswerWrite } from '../ledger/idempotency';
import { keyAnswerParameters, withKeyAnswer } from '../ledger/key-statements';
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

/**
 * A step's statement, and (PostgreSQL) the same step writing the call's idempotency answer when it
 * succeeds: one round trip where the step and the answer's update were two. SQLite has no
 * data-modifying CTEs, and its statements are in-process calls: it writes the answer after the step.
 */
function stepStatements(text: string): { alone: PreparedStatement<{ id: number }>; answering: PreparedStatement<{ id: number }> } {
  const numbered = numberedText(text);
  return { alone: prepared(text), answering: prepared(withKeyAnswer(numbered.text, numbered.count + 1)) };
}

async function runStep(db: Executor, step: ReturnType<typeof stepStatements>, parameters: unknown[], answer?: KeyAnswerWrite) {
  if (!answer) return idOf((await step.alone.execute(db, parameters)).rows[0]);
  if (isPostgres(db)) return idOf((await step.answering.execute(db, [...parameters, ...keyAnswerParameters(answer)])).rows[0]);
  const id = idOf((await step.alone.execute(db, parameters)).rows[0]);
  if (id !== null) await saveKeyAnswer(db, answer);
  return id;
}

/**
 * A bet, once its money moved: opens the round with its stake, or adds the stake to the member's
 * open round. One statement where an update, a look-up and an insert were three; null when the
 * round is not the member's or not open (the caller reads it to say why, and rolls the bet back).
 * `balanceAfter` is the member's balance after the bet's posting; `fairness` (what the vendor
 * says of the round's seeds when it opens) is kept from the round's first bet. With `answer`, the
 * call's idempotency answer is written when the step succeeds (`stepStatements`).
 */
const stakeOnRoundStatement = stepStatements(
  `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_id, round_id, currency, stake, balance_before, balance_after, status, created_at, fairness)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'OPEN', ?, ?)
   ON CONFLICT (vendor_code, round_id) DO UPDATE SET stake = bet_records.stake + excluded.stake, balance_after = excluded.balance_after
   WHERE bet_records.member_id = excluded.member_id AND bet_records.status = 'OPEN'
   RETURNING id`,
);

export async function stakeOnRound(
  db: Executor,
  round: { session: GameSessionRow; roundId: string; stake: number; balanceAfter: number; now: number; fairness: string | null },
  answer?: KeyAnswerWrite,
): Promise<number | null> {
  const { session } = round;
  const parameters = [
    session.merchant_id,
    session.member_id,
    session.vendor_code,
    session.game_id,
    round.roundId,
    session.currency,
    round.stake,
    round.balanceAfter + round.stake,
    round.balanceAfter,
    round.now,
    round.fairness,
  ];
  return runStep(db, stakeOnRoundStatement, parameters, answer);
}

/**
 * 1 win, 2 balance after, 3 and 4 ends the round (1/0), 5 settled at, 6 fairness (null: kept),
 * 7 vendor, 8 round, 9 member, 10 a paid win (1/0), 11–14 the limits' parameters.
 */
const winOnOpenRoundStatement = stepStatements(
  `UPDATE bet_records SET win = win + ?, balance_after = ?,
     status = CASE WHEN ? = 1 THEN 'SETTLED' ELSE status END,
     settled_at = CASE WHEN ? > 0 THEN ? ELSE settled_at END,
     fairness = COALESCE(?, fairness)
   WHERE vendor_code = ? AND round_id = ? AND member_id = ? AND status = 'OPEN'
     AND (? = 0 OR (stake > 0 AND win + ? <= ? AND win + ? <= stake * ?))
   RETURNING id`,
);

/**
 * A win, once its money moved, adds to the round's win (several wins on one round are legitimate),
 * records the member's balance after it, and may end the round. A paid win needs a standing stake
 * (not every bet rolled back) and keeps the round's total win within the limits; a win of 0 only
 * reports a loss and always passes. With `answer`, as for `stakeOnRound`.
 */
export async function winOnOpenRound(
  db: Executor,
  key: RoundKey,
  win: { amount: number; balanceAfter: number; limits: WinLimits; settledAt?: number; fairness?: string },
  answer?: KeyAnswerWrite,
): Promise<number | null> {
  const ends = win.settledAt !== undefined ? 1 : 0;
  const { maxWinPerRound, maxWinMultiple } = win.limits;
  const parameters = [
    win.amount,
    win.balanceAfter,
    ends,
    ends,
    win.settledAt ?? 0,
    win.fairness ?? null,
    key.vendorCode,
    key.roundId,
    key.memberId,
    win.amount > 0 ? 1 : 0,
    win.amount,
    maxWinPerRound,
    win.amount,
    maxWinMultiple,
  ];
  return runStep(db, winOnOpenRoundStatement, parameters, answer);
}

/**
 * A rollback, once its refund moved, takes its bet's stake off the round and records the member's
 * balance, unless that would refund a round that paid a win.
 */
export async function unstakeOnOpenRound(db: Executor, key: RoundKey, amount: number, balanceAfter: number): Promise<number | null> {
  return idOf(
    await openRoundOf(db, key)
      .set((eb) => ({ stake: eb('stake', '-', amount), balance_after: balanceAfter }))
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
