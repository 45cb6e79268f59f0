import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';

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
 * A step's statement that also writes its key's answer (PostgreSQL): `step` is a data-modifying
 * statement returning rows, and the answer is written only when it returns one. `first` is the
 * number of the answer's first parameter (the answer's text, then the scope and the key follow).
 */
export function withKeyAnswer(step: string, first: number): string {
  return `WITH step AS (${step}),
    answer AS (UPDATE idempotency_keys SET status_code = 200, response = $${first}
      WHERE scope = $${first + 1} AND "key" = $${first + 2} AND EXISTS (SELECT 1 FROM step))
    SELECT * FROM step`;
}

/** The answer's parameters for `withKeyAnswer`, in its order. */
export const keyAnswerParameters = (answer: { scope: string; key: string; response: string }): unknown[] => [
  answer.response,
  answer.scope,
  answer.key,
];

/**
 * A first step's statement that also claims its key (PostgreSQL): a key claimed already fails the
 * whole statement on the primary key, as `claimKey` does, and nothing of the step is written.
 * `first` is the number of the claim's first parameter (the scope, the key, the request's hash and
 * the time follow).
 */
export function withKeyClaim(step: string, first: number): string {
  return `WITH claim AS (INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at)
      VALUES ($${first}, $${first + 1}, $${first + 2}, 0, '', $${first + 3}))
    ${step}`;
}

/** The claim's parameters for `withKeyClaim`, in its order. */
export const keyClaimParameters = (claim: { scope: string; key: string; requestHash: string; now: number }): unknown[] => [
  claim.scope,
  claim.key,
  claim.requestHash,
  claim.now,
];

/** Where a step's statement does not write the answer with it (SQLite): the answer on its own. */
export async function saveSuccess(db: Executor, answer: { scope: string; key: string; response: string }): Promise<void> {
  await saveAnswer(db, answer.scope, answer.key, 200, answer.response);
}
