import type { Executor } from '../../db/database';
import { isPostgres, prepared } from '../../db/prepared';
import type { AccountIdentity } from './ledger-accounts';

export interface Book {
  merchantId: number;
  currency: string;
}

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

const ACCOUNT_COLUMNS = 'merchant_id, currency, account_key, kind, member_id, vendor_code, floor_zero, balance, created_at, updated_at';
const ADD_ON_CONFLICT = `ON CONFLICT (merchant_id, currency, account_key)
  DO UPDATE SET balance = ledger_accounts.balance + excluded.balance, updated_at = excluded.updated_at`;

/** A member account's debit: only when the balance stays at or above zero (and the account exists). */
const debitFloored = prepared<{ id: number; balance: number }>(
  `UPDATE ledger_accounts SET balance = balance - ?, updated_at = ?
   WHERE merchant_id = ? AND currency = ? AND account_key = ? AND balance - ? >= 0
   RETURNING id, balance`,
);

/** Credits, and debits of system accounts: the account comes into being with its first movement. */
const addToAccount = prepared<{ id: number; balance: number }>(
  `INSERT INTO ledger_accounts (${ACCOUNT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ${ADD_ON_CONFLICT} RETURNING id, balance`,
);

const insertPostingRow = prepared<{ id: number }>(
  `INSERT INTO ledger_postings (merchant_id, currency, event, member_id, reference, detail, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
);

const insertEntryRows = prepared(
  `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)`,
);

const accountValues = (book: Book, account: AccountIdentity, amount: number, now: number) => [
  book.merchantId,
  book.currency,
  account.key,
  account.kind,
  account.memberId,
  account.vendor,
  account.floorZero ? 1 : 0,
  amount,
  now,
  now,
];

/**
 * Writes a posting with its two entries and both balance updates, or nothing at all: null when
 * the debit would take a member account below zero. Nothing is written before that check, so a
 * refusal leaves the caller's transaction as it was.
 * - PostgreSQL: one statement (a CTE), one round trip; it locks both accounts in key order first,
 *   so concurrent postings never wait on each other in a cycle.
 * - SQLite: four small statements on the single writer's connection, debit first.
 */
export async function writePosting(db: Executor, posting: PostingToWrite): Promise<WrittenPosting | null> {
  if (isPostgres(db)) return writePostingInOneStatement(db, posting);
  const { book, from, to, amount, now } = posting;
  const debited = from.floorZero
    ? (await debitFloored.execute(db, [amount, now, book.merchantId, book.currency, from.key, amount])).rows[0]
    : (await addToAccount.execute(db, accountValues(book, from, -amount, now))).rows[0];
  if (!debited) return null;
  const credited = (await addToAccount.execute(db, accountValues(book, to, amount, now))).rows[0]!;
  const row = (
    await insertPostingRow.execute(db, [
      book.merchantId,
      book.currency,
      posting.event,
      posting.memberId,
      posting.reference,
      posting.detail,
      now,
    ])
  ).rows[0]!;
  await insertEntryRows.execute(db, [
    row.id,
    debited.id,
    -amount,
    debited.balance,
    now,
    row.id,
    credited.id,
    amount,
    credited.balance,
    now,
  ]);
  return { postingId: row.id, from: debited, to: credited };
}

// PostgreSQL: the parameters by number, so that the statement reads as one piece.
// 1 merchant, 2 currency, 3 from key, 4 to key, 5 amount, 6 now, 7 event, 8 member, 9 reference, 10 detail,
// 11–14 the to account's kind, member, vendor, floor; 15–18 the same of the from account (only a
// system account's debit, which may create it, takes them).
const LOCK_BOTH = `locked AS MATERIALIZED (
    SELECT id FROM ledger_accounts
    WHERE merchant_id = $1::int AND currency = $2::varchar AND account_key IN ($3::varchar, $4::varchar)
    ORDER BY account_key FOR UPDATE
  )`;
const AFTER_LOCKS = '(SELECT count(*) FROM locked) >= 0';
const DEBIT_FLOORED = `debit AS (
    UPDATE ledger_accounts SET balance = balance - $5::bigint, updated_at = $6::bigint
    WHERE merchant_id = $1::int AND currency = $2::varchar AND account_key = $3::varchar
      AND balance - $5::bigint >= 0 AND ${AFTER_LOCKS}
    RETURNING id, balance
  )`;
const DEBIT_SYSTEM = `debit AS (
    INSERT INTO ledger_accounts (${ACCOUNT_COLUMNS})
    SELECT $1::int, $2::varchar, $3::varchar, $15::varchar, $16::int, $17::varchar, $18::int, -$5::bigint, $6::bigint, $6::bigint
    WHERE ${AFTER_LOCKS}
    ${ADD_ON_CONFLICT} RETURNING id, balance
  )`;
const REST = `credit AS (
    INSERT INTO ledger_accounts (${ACCOUNT_COLUMNS})
    SELECT $1::int, $2::varchar, $4::varchar, $11::varchar, $12::int, $13::varchar, $14::int, $5::bigint, $6::bigint, $6::bigint
    FROM debit
    ${ADD_ON_CONFLICT} RETURNING id, balance
  ),
  posting AS (
    INSERT INTO ledger_postings (merchant_id, currency, event, member_id, reference, detail, created_at)
    SELECT $1::int, $2::varchar, $7::varchar, $8::int, $9::varchar, $10::text, $6::bigint FROM credit
    RETURNING id
  ),
  entries AS (
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
    SELECT posting.id, debit.id, -$5::bigint, debit.balance, $6::bigint FROM posting, debit
    UNION ALL
    SELECT posting.id, credit.id, $5::bigint, credit.balance, $6::bigint FROM posting, credit
  )`;
const POSTED = `SELECT posting.id AS posting_id, debit.id AS from_id, debit.balance AS from_balance,
    credit.id AS to_id, credit.balance AS to_balance
  FROM posting, debit, credit`;

type OneStatementRow = { posting_id: number; from_id: number; from_balance: number; to_id: number; to_balance: number };
// The text already numbers its parameters, so it passes through `prepared` unchanged.
const postFromMember = prepared<OneStatementRow>(`WITH ${LOCK_BOTH}, ${DEBIT_FLOORED}, ${REST} ${POSTED}`);
const postFromSystem = prepared<OneStatementRow>(`WITH ${LOCK_BOTH}, ${DEBIT_SYSTEM}, ${REST} ${POSTED}`);

/** A member debit's parameters, in the order of `parametersOf` (a batch's arrays, `postingArrays`). */
function memberPostingParameters(posting: PostingToWrite): unknown[] {
  if (!posting.from.floorZero) throw new Error('batched postings debit member accounts only');
  return parametersOf(posting);
}

function parametersOf(posting: PostingToWrite): unknown[] {
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

async function writePostingInOneStatement(db: Executor, posting: PostingToWrite): Promise<WrittenPosting | null> {
  const { from } = posting;
  const parameters = parametersOf(posting);
  const row = (
    from.floorZero
      ? await postFromMember.execute(db, parameters)
      : await postFromSystem.execute(db, [...parameters, from.kind, from.memberId, from.vendor, 0])
  ).rows[0];
  if (!row) return null;
  return {
    postingId: row.posting_id,
    from: { id: row.from_id, balance: row.from_balance },
    to: { id: row.to_id, balance: row.to_balance },
  };
}

const memberBalanceRows = prepared<{ account_key: string; kind: string; vendor_code: string | null; balance: number }>(
  `SELECT account_key, kind, vendor_code, balance FROM ledger_accounts WHERE member_id = ? AND merchant_id = ? AND currency = ?`,
);

/** Balances of the member's accounts in one book, keyed by account key. */
export async function memberBalances(db: Executor, book: Book, memberId: number) {
  return (await memberBalanceRows.execute(db, [memberId, book.merchantId, book.currency])).rows;
}

export async function accountBalance(db: Executor, book: Book, key: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', book.merchantId)
    .where('currency', '=', book.currency)
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row?.balance ?? 0;
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
