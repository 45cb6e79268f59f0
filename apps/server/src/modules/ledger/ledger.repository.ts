import type { Executor } from '../../db/executor';
import type { JoinableWrite } from '../../db/money-writer';
import { isPostgres, parametersFrom, prepared } from '../../db/prepared';
import type { AccountIdentity, Book } from './ledger-accounts';
import { ACCOUNT_COLUMNS, ADD_ON_CONFLICT, parametersOf, type PostingToWrite, type WrittenPosting } from './posting-statements';

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

/*
 * PostgreSQL, a posting between a member account and the house: the member's side now, the
 * house's side as the transaction's last statement
 * (`Work.beforeCommit`). Every bet and win of a brand moves the house account; written with the
 * member's side, its row lock would be held through everything the operation does after the posting
 * (the round, the rollups, the limits, the answer) and every bet of the brand would wait for it in
 * turn. The posting is balanced once both statements ran, which is before the commit.
 * Parameters as in `parametersOf` ($1–$14); the member account is `from` (a debit) or `to`.
 */
// Whether the member has a bonus in wagering, for a bet or a rollback (null for other events): their
// turnover listener reads the open rewards only when there is one, so the usual bet, of a member
// with no bonus to wager, saves that read's round trip. The statement's snapshot is the one the
// separate read would have had, and this transaction's own writes are seen by both.
const BONUS_WAGERING = `CASE WHEN $6::varchar IN ('BET', 'ROLLBACK')
    THEN EXISTS (SELECT 1 FROM promotion_rewards WHERE member_id = $7::int AND status = 'WAGERING') END`;
// 1 merchant, 2 currency, 3 the member account's key, 4 amount, 5 now, 6 event, 7 member, 8 reference,
// 9 detail; a credit also 10–13 the member account's kind, member, vendor, floor (it may create it).
const POSTING_AND_ENTRY = (side: 'debit' | 'credit', sign: string) => `posting AS (
    INSERT INTO ledger_postings (merchant_id, currency, event, member_id, reference, detail, created_at)
    SELECT $1::int, $2::varchar, $6::varchar, $7::int, $8::varchar, $9::text, $5::bigint FROM ${side}
    RETURNING id
  ),
  entry AS (
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
    SELECT posting.id, ${side}.id, ${sign}$4::bigint, ${side}.balance, $5::bigint FROM posting, ${side}
  )
  SELECT posting.id AS posting_id, ${side}.id AS account_id, ${side}.balance AS balance,
    ${BONUS_WAGERING} AS bonus_wagering
  FROM posting, ${side}`;
const MEMBER_DEBIT_ONLY = `WITH debit AS (
    UPDATE ledger_accounts SET balance = balance - $4::bigint, updated_at = $5::bigint
    WHERE merchant_id = $1::int AND currency = $2::varchar AND account_key = $3::varchar AND balance - $4::bigint >= 0
    RETURNING id, balance
  ),
  ${POSTING_AND_ENTRY('debit', '-')}`;
const MEMBER_CREDIT_ONLY = `WITH credit AS (
    INSERT INTO ledger_accounts (${ACCOUNT_COLUMNS})
    VALUES ($1::int, $2::varchar, $3::varchar, $10::varchar, $11::int, $12::varchar, $13::int, $4::bigint, $5::bigint, $5::bigint)
    ${ADD_ON_CONFLICT} RETURNING id, balance
  ),
  ${POSTING_AND_ENTRY('credit', '')}`;
type MemberSideRow = { posting_id: number; account_id: number; balance: number; bonus_wagering: boolean | null };
const memberDebitOnly = prepared<MemberSideRow>(MEMBER_DEBIT_ONLY);
const memberCreditOnly = prepared<MemberSideRow>(MEMBER_CREDIT_ONLY);

/**
 * The house's side: its balance moves by `amount` (negative: a debit), and its entry is written.
 * Parameters: merchant, currency, the house's key, its kind, amount, now, the posting id.
 */
const houseSideCtes = (prefix: string, first: number) => {
  const $ = parametersFrom(first);
  return `${prefix}account AS (
    INSERT INTO ledger_accounts (${ACCOUNT_COLUMNS})
    VALUES (${$(1)}::int, ${$(2)}::varchar, ${$(3)}::varchar, ${$(4)}::varchar, NULL, NULL, 0, ${$(5)}::bigint, ${$(6)}::bigint, ${$(6)}::bigint)
    ${ADD_ON_CONFLICT} RETURNING id, balance
  ),
  ${prefix}entry AS (
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
    SELECT ${$(7)}::bigint, ${prefix}account.id, ${$(5)}::bigint, ${prefix}account.balance, ${$(6)}::bigint FROM ${prefix}account
  )`;
};

/**
 * Whether a posting is written by `writeMemberSide`: on PostgreSQL, between a member account and the
 * house, the other side of every bet, win and rollback of the brand. The other system accounts
 * (clearing, bonus) keep the one-statement posting, which reports their balance too.
 */
export const writesHouseLast = (db: Executor, posting: PostingToWrite): boolean =>
  isPostgres(db) && ((posting.from.kind === 'house' && posting.to.floorZero) || (posting.to.kind === 'house' && posting.from.floorZero));

/**
 * PostgreSQL: writes the member's side of a member–house posting and returns its posting id, the
 * member account's new balance (null when the debit would go below zero: nothing is written),
 * whether the member has a bonus in wagering (bets and rollbacks), and
 * the write of the house's side, to run as the transaction's last statement (`Work.joinLast`).
 */
export async function writeMemberSide(
  db: Executor,
  posting: PostingToWrite,
): Promise<{ postingId: number; balance: number; bonusWagering?: boolean; houseSide: Omit<JoinableWrite, 'order'> } | null> {
  const memberDebited = posting.from.floorZero;
  const { book, now } = posting;
  const member = memberDebited ? posting.from : posting.to;
  const common = [
    book.merchantId,
    book.currency,
    member.key,
    posting.amount,
    now,
    posting.event,
    posting.memberId,
    posting.reference,
    posting.detail,
  ];
  const row = (
    memberDebited
      ? await memberDebitOnly.execute(db, common)
      : await memberCreditOnly.execute(db, [...common, member.kind, member.memberId, member.vendor, 1])
  ).rows[0];
  if (!row) return null;
  const house = memberDebited ? posting.to : posting.from;
  const amount = memberDebited ? posting.amount : -posting.amount;
  return {
    postingId: row.posting_id,
    balance: row.balance,
    ...(row.bonus_wagering === null ? {} : { bonusWagering: row.bonus_wagering }),
    houseSide: { ctes: houseSideCtes, parameters: [book.merchantId, book.currency, house.key, house.kind, amount, now, row.posting_id] },
  };
}

const memberBalanceRows = prepared<{ account_key: string; kind: string; vendor_code: string | null; balance: number }>(
  `SELECT account_key, kind, vendor_code, balance FROM ledger_accounts WHERE member_id = ? AND merchant_id = ? AND currency = ?`,
);

/** The member's accounts in one book, each with its key, kind, vendor and balance. */
export async function memberAccountRows(db: Executor, book: Book, memberId: number) {
  return (await memberBalanceRows.execute(db, [memberId, book.merchantId, book.currency])).rows;
}

export async function balanceByKey(db: Executor, book: Book, key: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', book.merchantId)
    .where('currency', '=', book.currency)
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row?.balance ?? 0;
}
