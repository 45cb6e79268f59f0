import type { Db } from '../../db/executor';
import { prepared } from '../../db/prepared';
import type { BatchedStatement } from '../../db/statement-batcher';
import {
  memberPostingBatchCtes,
  postingArrays,
  postingItems,
  POSTED_BATCH_COLUMNS,
  writtenOf,
  type PostedBatchRow,
  type PostingToWrite,
  type WrittenPosting,
} from '../ledger/posting-statements';
import type { NewVendorTransfer } from './vendor-transfer.repository';

/*
 * PostgreSQL, the hot path: the steps of vendor transfers, reserves and finishes alike, as ONE
 * statement (run through `MoneyWriter.batched`, no BEGIN/COMMIT): one step alone, or every step
 * that arrived while the previous statement was on its way (`StatementBatcher`). The SQLite path
 * (and the tests on both databases) cover the same outcomes with the separate statements in
 * vendor-transfer.repository.ts and the ledger's idempotency store.
 */

export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
  /** What a replay gets when the posting is refused (stored in the same statement). */
  refusal: { status: number; response: string };
}

export interface TransferAnswer {
  scope: string;
  key: string;
  status: number;
  /** The stored answer of a failure; null for a success, whose answer the statement builds. */
  failure: string | null;
  from: string;
  to: string;
  vendors: { code: string; name: string; accountKey: string }[];
  mainKey: string;
  heldKey: string;
}

/** Step 1: the posting that sets the amount aside, the claim of the key and the PENDING transfer. */
export interface ReserveStep {
  step: 'reserve';
  posting: PostingToWrite;
  claim: KeyClaim;
  transfer: Pick<NewVendorTransfer, 'vendor' | 'direction'>;
}

/** Step 3: the end state, the posting that finishes the transfer and the answer a replay gets. */
export interface FinishStep {
  step: 'finish';
  posting: PostingToWrite;
  status: 'DONE' | 'FAILED';
  answer: TransferAnswer;
}

export type TransferStep = ReserveStep | FinishStep;

export interface StepOutcome {
  /** Null when the posting was not written (refused, or the transfer had already ended). */
  written: WrittenPosting | null;
  /** Finish only: false (and nothing written) when the transfer had already ended. */
  finished: boolean;
  /** Finish only: the answer stored for a replay. */
  response: string | null;
}

// Columns past the posting's: R only for reserves, F only for finishes (null for the other kind).
// The brand's transfer vendors of each finish come flattened in $30–$34 (item number, order,
// code, name, account key).
const stepsStatement = prepared<PostedBatchRow & { finished: number; response: string | null }>(
  `WITH ${postingItems([
    ['step', 'varchar'],
    ['scope', 'varchar'],
    ['key', 'varchar'],
    ['request_hash', 'varchar'], // R
    ['refusal_status', 'int'], // R
    ['refusal_response', 'text'], // R
    ['vendor', 'varchar'], // R
    ['direction', 'varchar'], // R
    ['status', 'varchar'], // F
    ['answer_status', 'int'], // F
    ['failure', 'text'], // F
    ['from_label', 'varchar'], // F
    ['to_label', 'varchar'], // F
    ['main_key', 'varchar'], // F
    ['held_key', 'varchar'], // F
  ])},
  vendor AS (
    SELECT * FROM unnest($30::int[], $31::int[], $32::varchar[], $33::varchar[], $34::varchar[]) AS v(n, ord, code, name, account_key)
  ),
  -- Found by its reference alone: the status is compared as an expression no index serves, or a
  -- plan made while the table was small could walk the index of PENDING rows, whose dead entries
  -- (one per transfer finished since the last vacuum) make each finish slower than the one before.
  finish AS (
    UPDATE vendor_transfers t SET status = item.status, updated_at = item.now
    FROM item
    WHERE item.step = 'finish' AND t.reference = item.reference AND (t.status || '') = 'PENDING'
    RETURNING item.n
  ),
  ${memberPostingBatchCtes("(item.step = 'reserve' OR item.n IN (SELECT n FROM finish))")},
  claim AS (
    INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at)
    SELECT item.scope, item.key, item.request_hash,
      CASE WHEN posted.n IS NULL THEN item.refusal_status ELSE 0 END,
      CASE WHEN posted.n IS NULL THEN item.refusal_response ELSE '' END, item.now
    FROM item LEFT JOIN posted ON posted.n = item.n
    WHERE item.step = 'reserve'
  ),
  transfer AS (
    INSERT INTO vendor_transfers
      (merchant_id, member_id, vendor_code, reference, direction, amount, status, idempotency_key, created_at, updated_at)
    SELECT merchant_id, member_id, vendor, reference, direction, amount, 'PENDING', key, now, now
    FROM posted WHERE step = 'reserve'
  ),
  balances AS (
    SELECT n, from_key AS account_key, from_balance AS balance FROM posted WHERE step = 'finish'
    UNION ALL SELECT n, to_key, to_balance FROM posted WHERE step = 'finish'
    UNION ALL SELECT posted.n, a.account_key, a.balance FROM posted
      JOIN ledger_accounts a ON a.member_id = posted.member_id AND a.merchant_id = posted.merchant_id
        AND a.currency = posted.currency AND a.account_key NOT IN (posted.from_key, posted.to_key)
      WHERE posted.step = 'finish'
  ),
  answer AS (
    UPDATE idempotency_keys k SET status_code = item.answer_status, response = COALESCE(item.failure, json_build_object(
      'transferId', item.reference, 'from', item.from_label, 'to', item.to_label, 'amount', item.amount,
      'balance', json_build_object(
        'currency', item.currency,
        'balance', COALESCE((SELECT b.balance FROM balances b WHERE b.n = item.n AND b.account_key = item.main_key), 0),
        'held', COALESCE((SELECT b.balance FROM balances b WHERE b.n = item.n AND b.account_key = item.held_key), 0)),
      'vendors', COALESCE((
        SELECT json_agg(json_build_object(
          'code', v.code, 'name', v.name,
          'balance', COALESCE((SELECT b.balance FROM balances b WHERE b.n = item.n AND b.account_key = v.account_key), 0)) ORDER BY v.ord)
        FROM vendor v WHERE v.n = item.n
      ), '[]'::json))::text)
    FROM item
    -- A finished transfer whose posting was not written (its transit account short) fails the
    -- whole statement (division by zero) rather than commit the end state without the money; the
    -- batcher then runs each step alone, so only that step fails.
    WHERE item.step = 'finish' AND k.scope = item.scope AND k."key" = item.key
      AND CASE WHEN item.n IN (SELECT n FROM finish)
        THEN 1 / (SELECT count(*)::int FROM posted WHERE posted.n = item.n) = 1 ELSE false END
    RETURNING item.n, k.response
  )
  SELECT ${POSTED_BATCH_COLUMNS}, (item.n IN (SELECT n FROM finish))::int AS finished, answer.response
  FROM item LEFT JOIN posted ON posted.n = item.n LEFT JOIN answer ON answer.n = item.n
  ORDER BY item.n`,
);

const reserveOf = (step: TransferStep) => (step.step === 'reserve' ? step : null);
const finishOf = (step: TransferStep) => (step.step === 'finish' ? step : null);

/**
 * Steps of transfers in one statement; no two steps of one member in the same batch. A reserve
 * whose key was claimed before fails the whole statement (primary key), as does a finish whose
 * posting was not written; a refused reserve stores its refusal, and a finish of a transfer that
 * had already ended writes nothing and answers `finished: false`.
 */
export const transferSteps: BatchedStatement<TransferStep, StepOutcome> = {
  conflictKeys: ({ posting }) => [`${posting.book.merchantId}:${posting.book.currency}:${posting.memberId}`],
  async many(db: Db, steps) {
    const reserve = steps.map(reserveOf);
    const finish = steps.map(finishOf);
    const vendors = steps.flatMap((step, index) =>
      step.step === 'finish' ? step.answer.vendors.map((vendor, ord) => ({ n: index + 1, ord, ...vendor })) : [],
    );
    const { rows } = await stepsStatement.execute(db, [
      ...postingArrays(steps.map((step) => step.posting)),
      steps.map((step) => step.step),
      steps.map((step) => (step.step === 'reserve' ? step.claim.scope : step.answer.scope)),
      steps.map((step) => (step.step === 'reserve' ? step.claim.key : step.answer.key)),
      reserve.map((step) => step?.claim.requestHash ?? null),
      reserve.map((step) => step?.claim.refusal.status ?? null),
      reserve.map((step) => step?.claim.refusal.response ?? null),
      reserve.map((step) => step?.transfer.vendor ?? null),
      reserve.map((step) => step?.transfer.direction ?? null),
      finish.map((step) => step?.status ?? null),
      finish.map((step) => step?.answer.status ?? null),
      finish.map((step) => step?.answer.failure ?? null),
      finish.map((step) => step?.answer.from ?? null),
      finish.map((step) => step?.answer.to ?? null),
      finish.map((step) => step?.answer.mainKey ?? null),
      finish.map((step) => step?.answer.heldKey ?? null),
      vendors.map((vendor) => vendor.n),
      vendors.map((vendor) => vendor.ord),
      vendors.map((vendor) => vendor.code),
      vendors.map((vendor) => vendor.name),
      vendors.map((vendor) => vendor.accountKey),
    ]);
    return steps.map((_, index) => {
      const row = rows[index];
      return { written: writtenOf(row), finished: row?.finished === 1, response: row?.response ?? null };
    });
  },
};
