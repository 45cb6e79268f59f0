import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import { memberPostingCtes, postingParameters, type PostingToWrite, type WrittenPosting } from '../ledger/ledger.repository';

export interface NewVendorTransfer {
  merchantId: number;
  memberId: number;
  vendor: string;
  reference: string;
  direction: 'IN' | 'OUT';
  amount: number;
  idempotencyKey: string;
  now: number;
}

const insertTransfer = prepared(
  `INSERT INTO vendor_transfers
     (merchant_id, member_id, vendor_code, reference, direction, amount, status, idempotency_key, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
);
const finishPending = prepared(`UPDATE vendor_transfers SET status = ?, updated_at = ? WHERE reference = ? AND status = 'PENDING'`);

export async function insertVendorTransfer(db: Executor, transfer: NewVendorTransfer): Promise<void> {
  await insertTransfer.execute(db, [
    transfer.merchantId,
    transfer.memberId,
    transfer.vendor,
    transfer.reference,
    transfer.direction,
    transfer.amount,
    transfer.idempotencyKey,
    transfer.now,
    transfer.now,
  ]);
}

/** Moves a PENDING transfer to its end state; false when it had already ended (another process won). */
export async function finishVendorTransfer(db: Executor, reference: string, status: 'DONE' | 'FAILED', now: number): Promise<boolean> {
  const result = await finishPending.execute(db, [status, now, reference]);
  return Number(result.numAffectedRows) === 1;
}

/*
 * PostgreSQL, the hot path: each step of a transfer as ONE statement (run through
 * `MoneyWriter.statement`, no BEGIN/COMMIT), built around the posting's own CTEs
 * (`memberPostingCtes`). The SQLite path (and the tests on both databases) cover the same outcomes
 * with the separate statements above and in idempotency.repository.ts.
 */

type PostedRow = { posting_id: number | null; from_id: number; from_balance: number; to_id: number; to_balance: number };
const POSTED_COLUMNS = `(SELECT id FROM posting) AS posting_id, (SELECT id FROM debit) AS from_id,
    (SELECT balance FROM debit) AS from_balance, (SELECT id FROM credit) AS to_id, (SELECT balance FROM credit) AS to_balance`;

const posted = (row: PostedRow | undefined): WrittenPosting | null =>
  row?.posting_id == null
    ? null
    : { postingId: row.posting_id, from: { id: row.from_id, balance: row.from_balance }, to: { id: row.to_id, balance: row.to_balance } };

// $15 scope, $16 key, $17 request hash, $18–$19 the refusal's status and answer, $20 vendor, $21 direction.
const reserveStatement = prepared<PostedRow>(
  `WITH ${memberPostingCtes()},
  claim AS (
    INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at)
    SELECT $15::varchar, $16::varchar, $17::varchar,
      CASE WHEN EXISTS (SELECT 1 FROM posting) THEN 0 ELSE $18::int END,
      CASE WHEN EXISTS (SELECT 1 FROM posting) THEN '' ELSE $19::text END, $6::bigint
  ),
  transfer AS (
    INSERT INTO vendor_transfers
      (merchant_id, member_id, vendor_code, reference, direction, amount, status, idempotency_key, created_at, updated_at)
    SELECT $1::int, $8::int, $20::varchar, $9::varchar, $21::varchar, $5::bigint, 'PENDING', $16::varchar, $6::bigint, $6::bigint
    FROM posting
  )
  SELECT ${POSTED_COLUMNS}`,
);

export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
  /** What a replay gets when the posting is refused (stored in the same statement). */
  refusal: { status: number; response: string };
}

/**
 * Step 1 in one statement: the posting that sets the amount aside, the claim of the key and the
 * PENDING transfer; or, when the posting is refused, only the claim holding the refusal. A replay
 * fails the claim (primary key) and the whole statement with it.
 */
export const reserveInOneStatement =
  (claim: KeyClaim, transfer: Pick<NewVendorTransfer, 'vendor' | 'direction'>) =>
  async (db: Executor, posting: PostingToWrite): Promise<WrittenPosting | null> =>
    posted(
      (
        await reserveStatement.execute(db, [
          ...postingParameters(posting),
          claim.scope,
          claim.key,
          claim.requestHash,
          claim.refusal.status,
          claim.refusal.response,
          transfer.vendor,
          transfer.direction,
        ])
      ).rows[0],
    );

// $15 end status, $16 scope, $17 key, $18 answer status, $19 failure answer (null: the success
// answer built here), $20 from, $21 to, $22–$24 the brand's transfer vendors (codes, names, account
// keys), $25 main account key, $26 held account key.
const finishStatement = prepared<PostedRow & { finished: number; response: string | null }>(
  `WITH finish AS (
    UPDATE vendor_transfers SET status = $15::varchar, updated_at = $6::bigint
    WHERE reference = $9::varchar AND status = 'PENDING'
    RETURNING id
  ),
  ${memberPostingCtes('EXISTS (SELECT 1 FROM finish)')},
  balances AS (
    SELECT $3::varchar AS account_key, balance FROM debit
    UNION ALL SELECT $4::varchar, balance FROM credit
    UNION ALL SELECT account_key, balance FROM ledger_accounts
      WHERE member_id = $8::int AND merchant_id = $1::int AND currency = $2::varchar AND account_key NOT IN ($3::varchar, $4::varchar)
  ),
  answer AS (
    UPDATE idempotency_keys SET status_code = $18::int, response = COALESCE($19::text, json_build_object(
      'transferId', $9::varchar, 'from', $20::varchar, 'to', $21::varchar, 'amount', $5::bigint,
      'balance', json_build_object(
        'currency', $2::varchar,
        'balance', COALESCE((SELECT balance FROM balances WHERE account_key = $25::varchar), 0),
        'held', COALESCE((SELECT balance FROM balances WHERE account_key = $26::varchar), 0)),
      'vendors', COALESCE((
        SELECT json_agg(json_build_object(
          'code', v.code, 'name', v.name,
          'balance', COALESCE((SELECT balance FROM balances WHERE account_key = v.account_key), 0)) ORDER BY v.n)
        FROM unnest($22::varchar[], $23::varchar[], $24::varchar[]) WITH ORDINALITY AS v(code, name, account_key, n)
      ), '[]'::json))::text)
    -- A finished transfer whose posting was not written (its transit account short) fails the
    -- whole statement (division by zero) rather than commit the end state without the money.
    WHERE scope = $16::varchar AND "key" = $17::varchar
      AND CASE WHEN EXISTS (SELECT 1 FROM finish) THEN 1 / (SELECT count(*)::int FROM posting) = 1 ELSE false END
    RETURNING response
  )
  SELECT (SELECT count(*)::int FROM finish) AS finished, (SELECT response FROM answer) AS response, ${POSTED_COLUMNS}`,
);

export interface TransferAnswer {
  scope: string;
  key: string;
  status: number;
  /** The stored answer of a failure; null for a success, whose answer this statement builds. */
  failure: string | null;
  from: string;
  to: string;
  vendors: { code: string; name: string; accountKey: string }[];
  mainKey: string;
  heldKey: string;
}

/**
 * Step 2 in one statement: the PENDING transfer to its end state, the posting that finishes it and
 * the answer a replay will get, with the member's balances after the posting. `outcome.finished`
 * is false (and nothing is written) when the transfer had already ended; `outcome.response` is the
 * stored answer.
 */
export const finishInOneStatement =
  (status: 'DONE' | 'FAILED', answer: TransferAnswer, outcome: { finished: boolean; response: string | null }) =>
  async (db: Executor, posting: PostingToWrite): Promise<WrittenPosting | null> => {
    const row = (
      await finishStatement.execute(db, [
        ...postingParameters(posting),
        status,
        answer.scope,
        answer.key,
        answer.status,
        answer.failure,
        answer.from,
        answer.to,
        answer.vendors.map((vendor) => vendor.code),
        answer.vendors.map((vendor) => vendor.name),
        answer.vendors.map((vendor) => vendor.accountKey),
        answer.mainKey,
        answer.heldKey,
      ])
    ).rows[0];
    outcome.finished = row?.finished === 1;
    outcome.response = row?.response ?? null;
    return posted(row);
  };

export async function pendingVendorTransfers(db: Executor, olderThan: number) {
  return db
    .selectFrom('vendor_transfers')
    .innerJoin('members', 'members.id', 'vendor_transfers.member_id')
    .selectAll('vendor_transfers')
    .select('members.username')
    .where('vendor_transfers.status', '=', 'PENDING')
    .where('vendor_transfers.created_at', '<', olderThan)
    .orderBy('vendor_transfers.id')
    .limit(100)
    .execute();
}
