import type { Executor } from '../../db/executor';
import type { JoinableWrite } from '../../db/money-writer';
import { parametersFrom, prepared } from '../../db/prepared';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: string;
}

const selectAnswer = prepared<{ request_hash: string; status_code: number; response: string }>(
  'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = ? AND "key" = ?',
);
const insertClaim = prepared(
  'INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at) VALUES (?, ?, ?, 0, ?, ?)',
);
const insertClaimWithAnswer = prepared<{ key: string }>(
  'INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING "key"',
);
const updateAnswer = prepared('UPDATE idempotency_keys SET status_code = ?, response = ? WHERE scope = ? AND "key" = ?');

export async function findAnswer(db: Executor, scope: string, key: string): Promise<StoredAnswer | undefined> {
  const row = (await selectAnswer.execute(db, [scope, key])).rows[0];
  return row && { requestHash: row.request_hash, statusCode: row.status_code, response: row.response };
}

/** Claims the key; a second claim of the same key fails on the primary key (and waits for the first on PostgreSQL). */
export async function claimKey(db: Executor, scope: string, key: string, requestHash: string, now: number): Promise<void> {
  await insertClaim.execute(db, [scope, key, requestHash, '', now]);
}

export async function saveAnswer(db: Executor, scope: string, key: string, statusCode: number, response: string): Promise<void> {
  await updateAnswer.execute(db, [statusCode, response, scope, key]);
}

/** Claims the key with its answer already known (a refusal); false when the key is taken (nothing written). */
export async function claimKeyWithAnswer(
  db: Executor,
  answer: { scope: string; key: string; requestHash: string; statusCode: number; response: string },
  now: number,
): Promise<boolean> {
  const rows = await insertClaimWithAnswer.execute(db, [
    answer.scope,
    answer.key,
    answer.requestHash,
    answer.statusCode,
    answer.response,
    now,
  ]);
  return rows.rows.length > 0;
}

/**
 * PostgreSQL: the key claimed with its answer as a write kept for the transaction's end
 * (`Work.joinLast`), in one statement with the posting's house side where the claim and the answer
 * were two. A key claimed already fails that statement on the primary key: the call rolls back.
 */
export function claimWithAnswerLast(
  answer: { scope: string; key: string; requestHash: string; response: string },
  now: number,
): JoinableWrite {
  return {
    order: `0:key:${answer.scope}:${answer.key}`,
    ctes: (prefix, first) => {
      const $ = parametersFrom(first);
      return `${prefix}key AS (INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at)
        VALUES (${$(1)}, ${$(2)}, ${$(3)}, 200, ${$(4)}, ${$(5)}))`;
    },
    parameters: [answer.scope, answer.key, answer.requestHash, answer.response, now],
  };
}
