import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { errorStatus, type ErrorCode } from '@panalo/contract/error-codes';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { LastWrite, Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { claimKey, findAnswer, saveAnswer, type StoredAnswer } from './idempotency.repository';

export type { StoredAnswer };
/**
 * Claims a key in the operation's own transaction, for an operation that stores its answer in a
 * later step (vendor transfers); a second claim of the key fails as a unique violation.
 */
export { claimKey };

export interface IdempotentRequest {
  /** Whose keys these are: `member:<id>` for a member's calls, `vendor:<code>` for a vendor's. */
  scope: string;
  key: string | undefined;
  /** What the key stands for: the call and its body. The same key with another payload is refused. */
  payload: unknown;
}

/**
 * Runs a money operation at most once per key. The key is claimed in the operation's own
 * transaction, so the claim and the money movement commit together or not at all. A replay gets
 * the first answer, success or refusal (a refusal such as insufficient balance is part of the
 * answer: retrying needs a new key).
 */
export async function once<T>(ctx: AppContext, request: IdempotentRequest, operation: (work: Work) => Promise<T>): Promise<T> {
  if (!request.key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const key = request.key;
  const requestHash = hashPayload(request.payload);
  for (let attempt = 0; attempt < 3; attempt++) {
    // A key is new far more often than replayed: the first turn claims it straight away, and only a
    // claim that fails (the key is taken) reads the answer it has, on the next turn.
    if (attempt > 0) {
      const earlier = await findAnswer(ctx.db, request.scope, key);
      if (earlier && earlier.statusCode !== 0) return replay<T>(earlier, requestHash);
    }
    let outcome: { ok: true; value: T } | { ok: false; error: AppError };
    try {
      outcome = await ctx.money.run(async (work) => {
        await claimKey(work.tx, request.scope, key, requestHash, ctx.clock.now());
        // A refusal is stored in the same transaction as the claim: a replay racing this request
        // waits for the claim and then reads the refusal, instead of running the operation again.
        const result = await refusable(work, operation);
        await storeAnswer(work.tx, request.scope, key, result.ok ? { value: result.value } : { refusal: result.error.code });
        return result;
      });
    } catch (error) {
      // Another request claimed the key first: read its answer on the next turn.
      if (!isUniqueViolation(error)) throw error;
      continue;
    }
    if (outcome.ok) return outcome.value;
    throw outcome.error;
  }
  throw new AppError('ALREADY_PROCESSED');
}

/**
 * Runs the operation inside a savepoint. An AppError rolls back only what the operation wrote (and
 * drops the after-commit hooks it left), so the key's claim and the refusal can still commit.
 */
export async function refusable<T>(
  work: Work,
  operation: (work: Work) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: AppError }> {
  const hooks: (() => void)[] = [];
  const moved: [number, number][] = [];
  const posted: string[] = [];
  const lastWrites: LastWrite[] = [];
  const inner: Work = {
    tx: work.tx,
    afterCommit: (hook) => hooks.push(hook),
    balanceMoved: (merchantId, memberId) => moved.push([merchantId, memberId]),
    posted: (event) => posted.push(event),
    // In the savepoint: a refusal rolls the rollup back with the posting.
    recordPosting: (posting) => work.recordPosting(posting),
    // Kept here until the savepoint is released: a refusal drops the last writes of what it rolled back.
    ...(work.beforeCommit ? { beforeCommit: (order: string, write: () => Promise<void>) => void lastWrites.push({ order, write }) } : {}),
  };
  await sql`SAVEPOINT idempotent_operation`.execute(work.tx);
  try {
    const value = await operation(inner);
    await sql`RELEASE idempotent_operation`.execute(work.tx);
    for (const hook of hooks) work.afterCommit(hook);
    for (const [merchantId, memberId] of moved) work.balanceMoved(merchantId, memberId);
    for (const event of posted) work.posted(event);
    for (const last of lastWrites) work.beforeCommit?.(last.order, last.write);
    return { ok: true, value };
  } catch (error) {
    await sql`ROLLBACK TO idempotent_operation`.execute(work.tx);
    await sql`RELEASE idempotent_operation`.execute(work.tx);
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** What a key answers: a value, or a refusal that a replay gets again. */
export type KeyAnswer = { value: unknown } | { refusal: ErrorCode };

/** Stores the answer a replay of the key will get, in the transaction that claimed it. */
export async function storeAnswer(db: Executor, scope: string, key: string, answer: KeyAnswer): Promise<void> {
  if ('refusal' in answer) await saveAnswer(db, scope, key, errorStatus(answer.refusal), JSON.stringify({ code: answer.refusal }));
  else await saveAnswer(db, scope, key, 200, JSON.stringify(answer.value ?? null));
}

/** The answer stored under a key, if it was used: status 0 while its operation is still under way. */
export function storedAnswer(db: Executor, scope: string, key: string): Promise<StoredAnswer | undefined> {
  return findAnswer(db, scope, key);
}

/** The stored answer of a key, as the first request got it; a key still being worked on is ALREADY_PROCESSED. */
export function replay<T>(earlier: StoredAnswer, requestHash: string): T {
  if (earlier.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (earlier.statusCode === 0) throw new AppError('ALREADY_PROCESSED');
  if (earlier.statusCode === 200) return JSON.parse(earlier.response) as T;
  throw new AppError((JSON.parse(earlier.response) as { code: ErrorCode }).code);
}

export function hashPayload(payload: unknown): string {
  return createHash('sha256').update(stableJson(payload)).digest('hex');
}

/** JSON with object keys sorted, so the same payload hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
