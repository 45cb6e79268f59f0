import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor } from '../../db/executor';
import { readAttempts, reserveAttempt, type AttemptKey, type AttemptLimit } from './attempt-counter.repository';

/*
 * The attempt counters every secret check uses (log-in, staff log-in, payment password). A check
 * takes an attempt here first (`takeAttempt`); then the attempt is settled as failed, given back
 * unused, or the key cleared once the secret was proved. `readAttempts` tells what a window holds
 * without taking anything.
 */
export type { AttemptKey, AttemptLimit };
export { clearAttempts, deleteStaleAttempts, readAttempts, releaseAttempt, settleFailedAttempts } from './attempt-counter.repository';

/** Real time (not the business clock) a request waits at most for other checks of its key to finish. */
const MAX_WAIT_MS = 3000;

export type Taken = { count: number } | { retryAfter: number };

/**
 * Takes an attempt before a secret is checked. When the limit is reached only because other
 * checks of the same key are still under way, it waits for them (with a growing pause): they may
 * succeed and give their attempts back, as when a member sends several money calls at once with
 * the right payment password. Answers the count including this attempt, or, when the attempts are
 * used up, the seconds until the window ends.
 */
export async function takeAttempt(db: Executor, key: AttemptKey, limit: AttemptLimit): Promise<Taken> {
  for (let waited = 0, pause = 10; ; waited += pause, pause = Math.min(pause * 2, 400)) {
    const count = await reserveAttempt(db, key, limit);
    if (count !== null) return { count };
    const taken = await readAttempts(db, key, limit);
    const failed = taken.count - taken.pending;
    if (failed >= limit.max) return { retryAfter: Math.max(1, Math.ceil(taken.endsInMs / 1000)) };
    if (waited >= MAX_WAIT_MS) return { retryAfter: 1 };
    await sleep(pause);
  }
}
