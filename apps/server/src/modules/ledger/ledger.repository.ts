import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { AccountIdentity } from './ledger-accounts';

export interface Book {
  merchantId: number;
  currency: string;
}

/**
 * Adds `amount` (signed) to an account and returns its new balance, or null when a member
 * account would go below zero. Credits and system accounts upsert, so an account comes into
 * being with its first movement; a debit of a member account is a conditional update.
 */
export async function applyToAccount(
  db: Executor,
  book: Book,
  account: AccountIdentity,
  amount: number,
  now: number,
): Promise<{ id: number; balance: number } | null> {
  if (amount < 0 && account.floorZero) {
    const row = await db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${amount}`, updated_at: now })
      .where('merchant_id', '=', book.merchantId)
      .where('currency', '=', book.currency)
      .where('account_key', '=', account.key)
      .where(sql<boolean>`balance + ${amount} >= 0`)
      .returning(['id', 'balance'])
      .executeTakeFirst();
    return row ?? null;
  }
  const row = await db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: book.merchantId,
      currency: book.currency,
      account_key: account.key,
      kind: account.kind,
      member_id: account.memberId,
      vendor_code: account.vendor,
      floor_zero: account.floorZero ? 1 : 0,
      balance: amount,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['merchant_id', 'currency', 'account_key']).doUpdateSet({
        balance: sql`ledger_accounts.balance + excluded.balance`,
        updated_at: now,
      }),
    )
    .returning(['id', 'balance'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function insertPosting(
  db: Executor,
  posting: { book: Book; event: string; memberId: number | null; reference: string; detail: string | null; now: number },
): Promise<number> {
  const row = await db
    .insertInto('ledger_postings')
    .values({
      merchant_id: posting.book.merchantId,
      currency: posting.book.currency,
      event: posting.event,
      member_id: posting.memberId,
      reference: posting.reference,
      detail: posting.detail,
      created_at: posting.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEntries(
  db: Executor,
  entries: { postingId: number; accountId: number; amount: number; balanceAfter: number; now: number }[],
): Promise<void> {
  await db
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        posting_id: entry.postingId,
        account_id: entry.accountId,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
        created_at: entry.now,
      })),
    )
    .execute();
}

/** Balances of the member's accounts in one book, keyed by account key. */
export async function memberBalances(db: Executor, book: Book, memberId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['account_key', 'kind', 'vendor_code', 'balance'])
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', book.merchantId)
    .where('currency', '=', book.currency)
    .execute();
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
