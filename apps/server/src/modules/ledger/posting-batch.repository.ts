import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { isPostgres } from '../../db/prepared';
import type { AccountIdentity, Book } from './ledger-accounts';
import { ACCOUNT_COLUMNS, ADD_ON_CONFLICT } from './posting-statements';

/*
 * The statements of a batch of postings written as sets (`salariesPaid`): each writes every row
 * of its kind for the whole batch, so a batch costs a few statements whatever its size.
 */

/** One account's movement in a batch: its identity and the sum it moves by (negative: a debit). */
export interface AccountMove {
  account: AccountIdentity;
  amount: number;
}

/**
 * Moves each account by its amount in one statement, creating the accounts that do not exist yet,
 * and answers each account's id and new balance by key. The caller sends each account once and
 * in key order: on PostgreSQL the rows are locked in that order, as every posting locks them.
 * No floor is checked: the batch credits member accounts and debits system ones only.
 */
export async function moveAccounts(
  db: Executor,
  book: Book,
  moves: AccountMove[],
  now: number,
): Promise<Map<string, { id: number; balance: number }>> {
  const rows = moves.map(
    ({ account, amount }) =>
      sql`(${book.merchantId}, ${book.currency}, ${account.key}, ${account.kind}, ${account.memberId}, ${account.vendor}, ${account.floorZero ? 1 : 0}, ${amount}, ${now}, ${now})`,
  );
  const result = await sql<{ id: number; account_key: string; balance: number }>`
    INSERT INTO ledger_accounts (${sql.raw(ACCOUNT_COLUMNS)}) VALUES ${sql.join(rows)}
    ${sql.raw(ADD_ON_CONFLICT)} RETURNING id, account_key, balance
  `.execute(db);
  return new Map(result.rows.map((row) => [row.account_key, { id: Number(row.id), balance: Number(row.balance) }]));
}

/**
 * Takes `count` new ids of a ledger table, ascending: the rows written with them come after every
 * row written before, in that order, which the entries' running balances rely on. Taken once the
 * accounts' rows are locked, so an entry id never comes before one of a transaction that wrote the
 * account earlier. PostgreSQL: from the table's sequence. SQLite: after the largest id (its one
 * writer holds the database until the commit, so nobody else takes them meanwhile).
 */
export async function newIds(db: Executor, table: 'ledger_postings' | 'ledger_entries', count: number): Promise<number[]> {
  if (isPostgres(db)) {
    const result = await sql<{ id: number }>`
      SELECT nextval(${`${table}_id_seq`}) AS id FROM generate_series(1, ${count})
    `.execute(db);
    return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
  const result = await sql<{ last: number }>`SELECT coalesce(max(id), 0) AS last FROM ${sql.table(table)}`.execute(db);
  const last = Number(result.rows[0]!.last);
  return Array.from({ length: count }, (_, n) => last + n + 1);
}

export interface PostingRow {
  id: number;
  event: string;
  memberId: number | null;
  reference: string;
  detail: string | null;
}

/** Writes the postings with the ids they were given, in one statement. */
export async function insertPostings(db: Executor, book: Book, postings: PostingRow[], now: number): Promise<void> {
  const rows = postings.map(
    (p) => sql`(${p.id}, ${book.merchantId}, ${book.currency}, ${p.event}, ${p.memberId}, ${p.reference}, ${p.detail}, ${now})`,
  );
  await sql`
    INSERT INTO ledger_postings (id, merchant_id, currency, event, member_id, reference, detail, created_at) VALUES ${sql.join(rows)}
  `.execute(db);
}

export interface EntryRow {
  id: number;
  postingId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
}

/** Writes the entries with the ids they were given, in one statement. */
export async function insertEntries(db: Executor, entries: EntryRow[], now: number): Promise<void> {
  const rows = entries.map((e) => sql`(${e.id}, ${e.postingId}, ${e.accountId}, ${e.amount}, ${e.balanceAfter}, ${now})`);
  await sql`
    INSERT INTO ledger_entries (id, posting_id, account_id, amount, balance_after, created_at) VALUES ${sql.join(rows)}
  `.execute(db);
}
