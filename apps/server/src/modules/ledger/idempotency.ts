import { createHash } from 'node:crypto';
import { errorStatus, type ErrorCode } from '@panalo/contract/error-codes';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { claimKey, claimKeyWithAnswer, claimWithAnswerLast, findAnswer, saveAnswer, type StoredAnswer } from './idempotency.repository';

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
 * The key a `once` operation runs under, for an operation that writes the key's answer with its own
 * last step (one statement on PostgreSQL instead of two): `answeredBy(value)` gives what that
 * statement writes, and tells `once` not to write it again. The operation must then return `value`,
 * and the step must write it or throw (a throw rolls the whole call back).
 */
export interface OnceKey {
  /** Undefined when nothing is to write it: the key's late claim writes it (`claimLast`). */
  answeredBy(value: unknown): KeyAnswerWrite | undefined;
  /**
   * With `claimedByOperation`: what the operation's first statement writes to claim the key (before
   * anything else, so that a replay learns it is one before it moves anything).
   */
  claimedBy(): KeyClaimWrite;
}

/** A key's claim as a repository writes it with its first step (`withKeyClaim` in key-statements.ts). */
export interface KeyClaimWrite {
  scope: string;
  key: string;
  requestHash: string;
  now: number;
}

/** A key's answer as a repository writes it with a step of its own (`withKeyAnswer` in key-statements.ts). */
export interface KeyAnswerWrite {
  scope: string;
  key: string;
  response: string;
}

/** Which refusals become the key's answer; by default every one. */
export interface OnceOptions {
  /**
   * False for a refusal that must not be kept: the key stays free, and the vendor's retry runs the
   * operation again (a win that arrived before its bet).
   */
  keepRefusal?: (error: AppError) => boolean;
  /**
   * The operation claims the key with its first statement (`key.claimedBy()`), one round trip where
   * the claim and that statement were two; it must do so before anything else.
   */
  claimedByOperation?: boolean;
  /**
   * PostgreSQL: the key is claimed, with its answer, by the transaction's last statement
   * (`Work.joinLast`), one round trip where the claim and the answer were two. For an operation
   * whose every write belongs to the one call (a win): a replay runs until that statement fails on
   * the key and rolls everything back. Elsewhere the key is claimed first, as usual.
   */
  claimLast?: boolean;
}

/**
 * Runs a money operation at most once per key. The key is claimed in the operation's own
 * transaction, so the claim and the money movement commit together or not at all. A replay gets
 * the first answer, success or refusal (a refusal such as insufficient balance is part of the
 * answer: retrying needs a new key).
 *
 * A refusal rolls the whole transaction back (the claim with it) and is then stored with a claim of
 * its own: no savepoint around the operation, which cost two round trips on every call that
 * succeeds. Should another request with the key claim it in between, that request's answer is the
 * key's answer, and this one gets it too: the refused attempt committed nothing.
 */
export async function once<T>(
  ctx: AppContext,
  request: IdempotentRequest,
  operation: (work: Work, key: OnceKey) => Promise<T>,
  options: OnceOptions = {},
): Promise<T> {
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
    try {
      return await ctx.money.run(async (work) => {
        const now = ctx.clock.now();
        const late = options.claimLast ? work.joinLast : undefined;
        if (!options.claimedByOperation && !late) await claimKey(work.tx, request.scope, key, requestHash, now);
        let answered = false;
        let claimed = !options.claimedByOperation;
        const onceKey: OnceKey = {
          answeredBy: (value) => {
            if (late) return undefined;
            answered = true;
            return { scope: request.scope, key, response: successResponse(value) };
          },
          claimedBy: () => {
            claimed = true;
            return { scope: request.scope, key, requestHash, now };
          },
        };
        const value = await operation(work, onceKey);
        // Without its claim the answer would land nowhere and a replay would run the operation again.
        if (!claimed) throw new Error(`operation under key ${request.scope}/${key} did not claim it`);
        if (late) late(claimWithAnswerLast({ scope: request.scope, key, requestHash, response: successResponse(value) }, now));
        else if (!answered) await storeAnswer(work.tx, request.scope, key, { value });
        return value;
      });
    } catch (error) {
      // Another request claimed the key first: read its answer on the next turn.
      if (isUniqueViolation(error)) continue;
      if (!(error instanceof AppError) || options.keepRefusal?.(error) === false) throw error;
      if (await claimWithRefusal(ctx, request.scope, key, requestHash, error.code)) throw error;
    }
  }
  throw new AppError('ALREADY_PROCESSED');
}

/** Claims the key with a refusal as its answer; false when another request holds the key. */
async function claimWithRefusal(ctx: AppContext, scope: string, key: string, requestHash: string, code: ErrorCode): Promise<boolean> {
  return ctx.money.run((work) =>
    claimKeyWithAnswer(
      work.tx,
      { scope, key, requestHash, statusCode: errorStatus(code), response: JSON.stringify({ code }) },
      ctx.clock.now(),
    ),
  );
}

/** What a key answers: a value, or a refusal that a replay gets again. */
export type KeyAnswer = { value: unknown } | { refusal: ErrorCode };

/** Stores an answer given by `OnceKey.answeredBy` where the step's statement could not write it (SQLite). */
export async function saveKeyAnswer(db: Executor, answer: KeyAnswerWrite): Promise<void> {
  await saveAnswer(db, answer.scope, answer.key, 200, answer.response);
}

/** Stores the answer a replay of the key will get, in the transaction that claimed it. */
export async function storeAnswer(db: Executor, scope: string, key: string, answer: KeyAnswer): Promise<void> {
  if ('refusal' in answer) await saveAnswer(db, scope, key, errorStatus(answer.refusal), JSON.stringify({ code: answer.refusal }));
  else await saveAnswer(db, scope, key, 200, successResponse(answer.value));
}

/** The stored text of a successful answer, as `replay` parses it. */
const successResponse = (value: unknown): string => JSON.stringify(value ?? null);

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
