import type { Db } from '../../db/database';
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
} from '../ledger/ledger.repository';
import {
  finishInOneStatement,
  reserveInOneStatement,
  type KeyClaim,
  type NewVendorTransfer,
  type TransferAnswer,
} from './vendor-transfer.repository';

/*
 * PostgreSQL under load: the two steps of many vendor transfers, each step of a whole batch as ONE
 * statement (`StatementBatcher`), with the same writes and the same answers per transfer as the
 * single statements in vendor-transfer.repository.ts, which still run a batch of one and every
 * transfer of a batch that failed as a whole (a replayed key, a lost race).
 */

/** A transfer's accounts: no two transfers of one member go into the same batch. */
const accountsOf = (posting: PostingToWrite) => [`${posting.book.merchantId}:${posting.book.currency}:${posting.memberId}`];

export interface ReserveItem {
  posting: PostingToWrite;
  claim: KeyClaim;
  transfer: Pick<NewVendorTransfer, 'vendor' | 'direction'>;
}

const reserveBatch = prepared<PostedBatchRow>(
  `WITH ${postingItems([
    ['scope', 'varchar'],
    ['key', 'varchar'],
    ['request_hash', 'varchar'],
    ['refusal_status', 'int'],
    ['refusal_response', 'text'],
    ['vendor', 'varchar'],
    ['direction', 'varchar'],
  ])},
  ${memberPostingBatchCtes()},
  claim AS (
    INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at)
    SELECT item.scope, item.key, item.request_hash,
      CASE WHEN posted.n IS NULL THEN item.refusal_status ELSE 0 END,
      CASE WHEN posted.n IS NULL THEN item.refusal_response ELSE '' END, item.now
    FROM item LEFT JOIN posted ON posted.n = item.n
  ),
  transfer AS (
    INSERT INTO vendor_transfers
      (merchant_id, member_id, vendor_code, reference, direction, amount, status, idempotency_key, created_at, updated_at)
    SELECT merchant_id, member_id, vendor, reference, direction, amount, 'PENDING', key, now, now FROM posted
  )
  SELECT ${POSTED_BATCH_COLUMNS} FROM item LEFT JOIN posted ON posted.n = item.n ORDER BY item.n`,
);

/** Step 1 of many transfers: each one's posting, key claim and PENDING transfer, or its stored refusal. */
export const reserveTransfers: BatchedStatement<ReserveItem, WrittenPosting | null> = {
  conflictKeys: (item) => accountsOf(item.posting),
  one: (db: Db, item) => reserveInOneStatement(item.claim, item.transfer)(db, item.posting),
  async many(db: Db, items) {
    const { rows } = await reserveBatch.execute(db, [
      ...postingArrays(items.map((item) => item.posting)),
      items.map((item) => item.claim.scope),
      items.map((item) => item.claim.key),
      items.map((item) => item.claim.requestHash),
      items.map((item) => item.claim.refusal.status),
      items.map((item) => item.claim.refusal.response),
      items.map((item) => item.transfer.vendor),
      items.map((item) => item.transfer.direction),
    ]);
    return items.map((_, index) => writtenOf(rows[index]));
  },
};

export interface FinishItem {
  posting: PostingToWrite;
  status: 'DONE' | 'FAILED';
  answer: TransferAnswer;
}

export interface FinishOutcome {
  written: WrittenPosting | null;
  /** False (and nothing written) when the transfer had already ended. */
  finished: boolean;
  /** The answer stored for a replay. */
  response: string | null;
}

// The brand's transfer vendors of every item, flattened: item number, order, code, name, account key.
const finishBatch = prepared<PostedBatchRow & { finished: number; response: string | null }>(
  `WITH ${postingItems([
    ['status', 'varchar'],
    ['scope', 'varchar'],
    ['key', 'varchar'],
    ['answer_status', 'int'],
    ['failure', 'text'],
    ['from_label', 'varchar'],
    ['to_label', 'varchar'],
    ['main_key', 'varchar'],
    ['held_key', 'varchar'],
  ])},
  vendor AS (
    SELECT * FROM unnest($24::int[], $25::int[], $26::varchar[], $27::varchar[], $28::varchar[]) AS v(n, ord, code, name, account_key)
  ),
  finish AS (
    UPDATE vendor_transfers t SET status = item.status, updated_at = item.now
    FROM item
    WHERE t.reference = item.reference AND t.status = 'PENDING'
    RETURNING item.n
  ),
  ${memberPostingBatchCtes('item.n IN (SELECT n FROM finish)')},
  balances AS (
    SELECT n, from_key AS account_key, from_balance AS balance FROM posted
    UNION ALL SELECT n, to_key, to_balance FROM posted
    UNION ALL SELECT posted.n, a.account_key, a.balance FROM posted
      JOIN ledger_accounts a ON a.member_id = posted.member_id AND a.merchant_id = posted.merchant_id
        AND a.currency = posted.currency AND a.account_key NOT IN (posted.from_key, posted.to_key)
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
    -- As in the single statement: a finished transfer whose posting was not written fails the
    -- whole statement (division by zero); the batch then runs each transfer alone.
    WHERE k.scope = item.scope AND k."key" = item.key
      AND CASE WHEN item.n IN (SELECT n FROM finish)
        THEN 1 / (SELECT count(*)::int FROM posted WHERE posted.n = item.n) = 1 ELSE false END
    RETURNING item.n, k.response
  )
  SELECT ${POSTED_BATCH_COLUMNS}, (item.n IN (SELECT n FROM finish))::int AS finished, answer.response
  FROM item LEFT JOIN posted ON posted.n = item.n LEFT JOIN answer ON answer.n = item.n
  ORDER BY item.n`,
);

/** Step 2 of many transfers: each one's end state, posting and stored answer. */
export const finishTransfers: BatchedStatement<FinishItem, FinishOutcome> = {
  conflictKeys: (item) => accountsOf(item.posting),
  async one(db: Db, item) {
    const outcome: { finished: boolean; response: string | null } = { finished: false, response: null };
    const written = await finishInOneStatement(item.status, item.answer, outcome)(db, item.posting);
    return { written, ...outcome };
  },
  async many(db: Db, items) {
    const vendors = items.flatMap((item, index) => item.answer.vendors.map((vendor, ord) => ({ n: index + 1, ord, ...vendor })));
    const { rows } = await finishBatch.execute(db, [
      ...postingArrays(items.map((item) => item.posting)),
      items.map((item) => item.status),
      items.map((item) => item.answer.scope),
      items.map((item) => item.answer.key),
      items.map((item) => item.answer.status),
      items.map((item) => item.answer.failure),
      items.map((item) => item.answer.from),
      items.map((item) => item.answer.to),
      items.map((item) => item.answer.mainKey),
      items.map((item) => item.answer.heldKey),
      vendors.map((vendor) => vendor.n),
      vendors.map((vendor) => vendor.ord),
      vendors.map((vendor) => vendor.code),
      vendors.map((vendor) => vendor.name),
      vendors.map((vendor) => vendor.accountKey),
    ]);
    return items.map((_, index) => {
      const row = rows[index];
      return { written: writtenOf(row), finished: row?.finished === 1, response: row?.response ?? null };
    });
  },
};
