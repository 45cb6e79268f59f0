import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * The ledger's invariants, checked against what is stored rather than against what the code
 * meant to do. Returns one line per violation (empty when the ledger is sound). Tests, the crash
 * test and the wallet bench all call it, on SQLite and on PostgreSQL.
 *
 * - per book (merchant, currency) the entries sum to zero: money is only ever moved, never made;
 * - every posting has at least two entries, they sum to zero and they belong to the posting's book;
 * - every account's balance equals the sum of its entries;
 * - no member account (floor_zero = 1) is below zero;
 * - each entry's balance_after is the running sum of its account's entries in entry order (the
 *   account's row lock is held from the balance update to the commit, so entry ids follow it).
 */
export async function checkLedger(db: Executor): Promise<string[]> {
  const violations: string[] = [];
  // PostgreSQL returns SUM over BIGINT as a NUMERIC string; every figure is read through Number().
  const rows = async <T>(query: RawBuilder<T>) => (await query.execute(db)).rows;

  for (const book of await rows<{ merchant_id: number; currency: string; total: string | number }>(sql`
    SELECT a.merchant_id, a.currency, SUM(e.amount) AS total
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    GROUP BY a.merchant_id, a.currency
    HAVING SUM(e.amount) <> 0`)) {
    violations.push(`book ${book.merchant_id}/${book.currency}: entries sum to ${Number(book.total)}, not 0`);
  }

  for (const posting of await rows<{ id: number; total: string | number; lines: string | number }>(sql`
    SELECT p.id, COALESCE(SUM(e.amount), 0) AS total, COUNT(e.id) AS lines
    FROM ledger_postings p LEFT JOIN ledger_entries e ON e.posting_id = p.id
    GROUP BY p.id
    HAVING COALESCE(SUM(e.amount), 0) <> 0 OR COUNT(e.id) < 2
    ORDER BY p.id LIMIT 50`)) {
    violations.push(`posting ${posting.id}: ${Number(posting.lines)} entries summing to ${Number(posting.total)}`);
  }

  for (const entry of await rows<{ id: number; posting_id: number }>(sql`
    SELECT e.id, e.posting_id
    FROM ledger_entries e
    JOIN ledger_postings p ON p.id = e.posting_id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.merchant_id <> p.merchant_id OR a.currency <> p.currency
    ORDER BY e.id LIMIT 50`)) {
    violations.push(`entry ${entry.id}: its account is in another book than posting ${entry.posting_id}`);
  }

  for (const account of await rows<{ id: number; account_key: string; balance: number; total: string | number }>(sql`
    SELECT a.id, a.account_key, a.balance, COALESCE(s.total, 0) AS total
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
    WHERE a.balance <> COALESCE(s.total, 0)
    ORDER BY a.id LIMIT 50`)) {
    violations.push(
      `account ${account.id} (${account.account_key}): balance ${account.balance}, its entries sum to ${Number(account.total)}`,
    );
  }

  for (const account of await rows<{ id: number; account_key: string; balance: number }>(sql`
    SELECT id, account_key, balance FROM ledger_accounts
    WHERE floor_zero = 1 AND balance < 0
    ORDER BY id LIMIT 50`)) {
    violations.push(`account ${account.id} (${account.account_key}): member balance ${account.balance} is below zero`);
  }

  for (const entry of await rows<{ id: number; account_id: number; balance_after: number; running: string | number }>(sql`
    SELECT id, account_id, balance_after, running FROM (
      SELECT id, account_id, balance_after,
             SUM(amount) OVER (PARTITION BY account_id ORDER BY id ROWS UNBOUNDED PRECEDING) AS running
      FROM ledger_entries
    ) chain
    WHERE balance_after <> running
    ORDER BY id LIMIT 50`)) {
    violations.push(
      `entry ${entry.id} (account ${entry.account_id}): balance_after ${entry.balance_after}, running sum ${Number(entry.running)}`,
    );
  }

  return violations;
}
