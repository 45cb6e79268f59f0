import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** One counter: what is guessed at (`scope`) and whose (`subject`). */
export interface AttemptKey {
  scope: 'login' | 'login-ip' | 'login-lock' | 'ip-lock' | 'staff-lock' | 'pin';
  subject: string;
}

/** At most `max` attempts per key in a window of `windowMs`, on the server's clock `now`. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  now: number;
}

const counter = sql.ref('attempt_counters.count');
const pending = sql.ref('attempt_counters.pending');
const started = sql.ref('attempt_counters.window_start');

/**
 * Takes one attempt for the key, before the secret is checked, if fewer than `max` were taken in
 * the current window; returns the count including this one, or null when none is left. One
 * statement on both databases: parallel requests queue on the row, so each sees its own count and
 * no more than `max` ever get through. An expired window starts afresh; reaching `max` restarts
 * the window, so the limit then holds for a full window from the last attempt let through.
 */
export async function reserveAttempt(db: Executor, key: AttemptKey, limit: AttemptLimit): Promise<number | null> {
  const expired = sql<boolean>`${started} <= ${limit.now - limit.windowMs}`;
  const row = await db
    .insertInto('attempt_counters')
    .values({ scope: key.scope, subject: key.subject, count: 1, pending: 1, window_start: limit.now })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'subject'])
        .doUpdateSet({
          count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE ${counter} + 1 END`,
          pending: sql<number>`CASE WHEN ${expired} THEN 1 ELSE ${pending} + 1 END`,
          window_start: sql<number>`CASE WHEN ${expired} OR ${counter} + 1 >= ${limit.max} THEN ${limit.now} ELSE ${started} END`,
        })
        .where(sql<boolean>`${expired} OR ${counter} < ${limit.max}`),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}

/** The checks of these attempts failed: they stay counted, no longer under way. */
export async function settleFailedAttempts(db: Executor, keys: AttemptKey[]): Promise<void> {
  for (const key of keys) {
    await db
      .updateTable('attempt_counters')
      .set({ pending: sql<number>`${pending} - 1` })
      .where('scope', '=', key.scope)
      .where('subject', '=', key.subject)
      .where('pending', '>', 0)
      .execute();
  }
}

/** Gives back an attempt that was taken but not used to check anything. */
export async function releaseAttempt(db: Executor, key: AttemptKey): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ count: sql<number>`${counter} - 1`, pending: sql<number>`${pending} - 1` })
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .where('pending', '>', 0)
    .execute();
}

/**
 * The key's current window: attempts taken, how many are still being checked, and the
 * milliseconds until it ends (all 0 when no window is open). Read to decide whether to wait and
 * what to answer, never to let a check through.
 */
export async function readAttempts(
  db: Executor,
  key: AttemptKey,
  limit: AttemptLimit,
): Promise<{ count: number; pending: number; endsInMs: number }> {
  const row = await db
    .selectFrom('attempt_counters')
    .select(['count', 'pending', 'window_start'])
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .executeTakeFirst();
  const endsInMs = row ? Number(row.window_start) + limit.windowMs - limit.now : 0;
  return endsInMs > 0 && row ? { count: Number(row.count), pending: Number(row.pending), endsInMs } : { count: 0, pending: 0, endsInMs: 0 };
}

/** Forgets the keys' attempts: the secret was proved. */
export async function clearAttempts(db: Executor, keys: AttemptKey[]): Promise<void> {
  for (const key of keys) {
    await db.deleteFrom('attempt_counters').where('scope', '=', key.scope).where('subject', '=', key.subject).execute();
  }
}

/** Drops counters whose window started before `before`; run outside any transaction. */
export async function deleteStaleAttempts(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('attempt_counters').where('window_start', '<', before).execute();
}
