import { createHash } from 'node:crypto';
import { errorStatus, type ErrorCode } from '@panalo/contract/error-codes';
import type { AppContext } from '../../app-context';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { claimKey, findAnswer, insertAnswer, saveAnswer } from './idempotency.repository';

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
    const earlier = await findAnswer(ctx.db, request.scope, key);
    if (earlier && earlier.statusCode !== 0) return replay<T>(earlier, requestHash);
    try {
      return await ctx.money.run(async (work) => {
        await claimKey(work.tx, request.scope, key, requestHash, ctx.clock.now());
        const value = await operation(work);
        await saveAnswer(work.tx, request.scope, key, 200, JSON.stringify(value ?? null));
        return value;
      });
    } catch (error) {
      if (error instanceof AppError) {
        await ctx.money.run((work) =>
          insertAnswer(work.tx, {
            scope: request.scope,
            key,
            requestHash,
            statusCode: errorStatus(error.code),
            response: JSON.stringify({ code: error.code }),
            now: ctx.clock.now(),
          }),
        );
        throw error;
      }
      // Another request claimed the key first: read its answer on the next turn.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('ALREADY_PROCESSED');
}

function replay<T>(earlier: { requestHash: string; statusCode: number; response: string }, requestHash: string): T {
  if (earlier.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
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
