import type { AccountIdentity, Book } from './ledger-accounts';

/*
 * The SQL text of a posting that the ledger's statements are built from, and that a module's own
 * PostgreSQL statement may embed to write its rows and their posting at once
 * (vendor-transfer-batch.repository.ts): the posting's shape, its parameters, and the CTEs that
 * lock, debit, credit and record many postings in one statement.
 */

/** A balanced posting of one amount from one account to another. */
export interface PostingToWrite {
  book: Book;
  event: string;
  memberId: number | null;
  reference: string;
  detail: string | null;
  from: AccountIdentity;
  to: AccountIdentity;
  amount: number;
  now: number;
}

export interface WrittenPosting {
  postingId: number;
  from: { id: number; balance: number };
  to: { id: number; balance: number };
}

export const ACCOUNT_COLUMNS =
  'merchant_id, currency, account_key, kind, member_id, vendor_code, floor_zero, balance, created_at, updated_at';
export const ADD_ON_CONFLICT = `ON CONFLICT (merchant_id, currency, account_key)
  DO UPDATE SET balance = ledger_accounts.balance + excluded.balance, updated_at = excluded.updated_at`;

/** A member debit's parameters, in the order of `parametersOf` (a batch's arrays, `postingArrays`). */
function memberPostingParameters(posting: PostingToWrite): unknown[] {
  if (!posting.from.floorZero) throw new Error('batched postings debit member accounts only');
  return parametersOf(posting);
}

/** A posting's parameters $1–$14, in the order of the one-posting statement and of a batch's `item` columns. */
export function parametersOf(posting: PostingToWrite): unknown[] {
  const { book, to } = posting;
  return [
    book.merchantId,
    book.currency,
    posting.from.key,
    to.key,
    posting.amount,
    posting.now,
    posting.event,
    posting.memberId,
    posting.reference,
    posting.detail,
    to.kind,
    to.memberId,
    to.vendor,
    to.floorZero ? 1 : 0,
  ];
}

/*
 * PostgreSQL, many postings in one statement (see `StatementBatcher`): the same writes as
 * `writePosting`'s statement, over a CTE `item` that the caller defines with `postingItems`, one row per
 * posting numbered `n`. The batcher never puts two postings on one account in the same batch, so
 * each account row is written at most once. Every account is locked in key order first, as in the
 * single statement. Defines `debit`, `credit` and `posted` (one row per written posting, with its
 * id and both balances; refused postings have none) and writes the postings and their entries.
 */
const POSTING_ITEM_COLUMNS = [
  ['merchant_id', 'int'],
  ['currency', 'varchar'],
  ['from_key', 'varchar'],
  ['to_key', 'varchar'],
  ['amount', 'bigint'],
  ['now', 'bigint'],
  ['event', 'varchar'],
  ['member_id', 'int'],
  ['reference', 'varchar'],
  ['detail', 'text'],
  ['to_kind', 'varchar'],
  ['to_member', 'int'],
  ['to_vendor', 'varchar'],
  ['to_floor', 'int'],
] as const;

/**
 * The `item` CTE: one row per posting from the arrays $1–$14 (`postingArrays`), then the caller's
 * own columns from $15 on, each `[name, type]`; `n` numbers the rows from 1.
 */
export function postingItems(extra: readonly (readonly [string, string])[]): string {
  const columns = [...POSTING_ITEM_COLUMNS, ...extra];
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const names = columns.map(([name]) => name).join(', ');
  return `item AS MATERIALIZED (SELECT * FROM unnest(${arrays}) WITH ORDINALITY AS t(${names}, n))`;
}

/** The arrays $1–$14 of `postingItems`: one element per posting, member debits only. */
export function postingArrays(postings: PostingToWrite[]): unknown[][] {
  const rows = postings.map(memberPostingParameters);
  return POSTING_ITEM_COLUMNS.map((_, column) => rows.map((row) => row[column]));
}

/** `onlyIf`: an extra condition on `item` for its debit (nothing is written for it when false). */
export const memberPostingBatchCtes = (onlyIf = '') => `locked AS MATERIALIZED (
    SELECT a.id FROM ledger_accounts a
    JOIN (SELECT merchant_id, currency, from_key AS account_key FROM item
          UNION ALL SELECT merchant_id, currency, to_key FROM item) wanted
      ON a.merchant_id = wanted.merchant_id AND a.currency = wanted.currency AND a.account_key = wanted.account_key
    ORDER BY a.merchant_id, a.currency, a.account_key FOR UPDATE OF a
  ),
  debit AS (
    UPDATE ledger_accounts a SET balance = a.balance - item.amount, updated_at = item.now
    FROM item
    WHERE a.merchant_id = item.merchant_id AND a.currency = item.currency AND a.account_key = item.from_key
      AND a.balance - item.amount >= 0 AND (SELECT count(*) FROM locked) >= 0${onlyIf ? ` AND ${onlyIf}` : ''}
    RETURNING item.n, a.id, a.balance
  ),
  credit AS (
    INSERT INTO ledger_accounts (${ACCOUNT_COLUMNS})
    SELECT item.merchant_id, item.currency, item.to_key, item.to_kind, item.to_member, item.to_vendor, item.to_floor,
      item.amount, item.now, item.now
    FROM item JOIN debit ON debit.n = item.n
    ${ADD_ON_CONFLICT} RETURNING id, balance, merchant_id, currency, account_key
  ),
  posted AS MATERIALIZED (
    SELECT item.*, nextval('ledger_postings_id_seq') AS posting_id,
      debit.id AS from_id, debit.balance AS from_balance, credit.id AS to_id, credit.balance AS to_balance
    FROM item
    JOIN debit ON debit.n = item.n
    JOIN credit ON credit.merchant_id = item.merchant_id AND credit.currency = item.currency AND credit.account_key = item.to_key
  ),
  posting AS (
    INSERT INTO ledger_postings (id, merchant_id, currency, event, member_id, reference, detail, created_at)
    SELECT posting_id, merchant_id, currency, event, member_id, reference, detail, now FROM posted
  ),
  entries AS (
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
    SELECT posting_id, from_id, -amount, from_balance, now FROM posted
    UNION ALL
    SELECT posting_id, to_id, amount, to_balance, now FROM posted
  )`;

/** The columns of `posted` a batch statement returns per item (null where the posting was refused). */
export const POSTED_BATCH_COLUMNS = 'item.n, posted.posting_id, posted.from_id, posted.from_balance, posted.to_id, posted.to_balance';

export type PostedBatchRow = {
  n: number;
  posting_id: number | null;
  from_id: number | null;
  from_balance: number | null;
  to_id: number | null;
  to_balance: number | null;
};

/** A batch row as `writePosting` answers: null when the posting was refused. */
export const writtenOf = (row: PostedBatchRow | undefined): WrittenPosting | null =>
  row?.posting_id == null
    ? null
    : {
        postingId: row.posting_id,
        from: { id: row.from_id!, balance: row.from_balance! },
        to: { id: row.to_id!, balance: row.to_balance! },
      };
