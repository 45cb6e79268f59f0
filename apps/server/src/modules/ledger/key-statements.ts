import type { KeyAnswerWrite, KeyClaimWrite } from './idempotency';

/*
 * The SQL text of an idempotency key's claim and answer that a module's own PostgreSQL statement
 * may embed (as posting-statements.ts is for postings): the seamless bet's row claims its key, and a
 * round's step writes the call's answer, each in one round trip instead of two.
 */

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
export const keyAnswerParameters = (answer: KeyAnswerWrite): unknown[] => [answer.response, answer.scope, answer.key];

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
export const keyClaimParameters = (claim: KeyClaimWrite): unknown[] => [claim.scope, claim.key, claim.requestHash, claim.now];
