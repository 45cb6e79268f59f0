import type { Executor } from '../../db/executor';
import { heldOf, identify, mainOf, transitOf, type AccountRef, type Book } from './ledger-accounts';
import { balanceByKey, memberAccountRows } from './ledger.repository';

/** What a member holds in one book, account by account. */
export interface Holdings {
  main: number;
  held: number;
  /** On its way to or from a vendor while the vendor is asked. */
  transit: number;
  /** Each transfer-mode vendor's wallet, by vendor code. */
  vendors: Map<string, number>;
}

/** The balance of one account; 0 before its first movement. */
export function accountBalance(db: Executor, book: Book, account: AccountRef): Promise<number> {
  return balanceByKey(db, book, identify(account).key);
}

/** Every balance of a member in one book, read in one query. */
export async function holdingsOf(db: Executor, book: Book, memberId: number): Promise<Holdings> {
  const rows = await memberAccountRows(db, book, memberId);
  const holdings: Holdings = { main: 0, held: 0, transit: 0, vendors: new Map() };
  const mainKey = identify(mainOf(memberId)).key;
  const heldKey = identify(heldOf(memberId)).key;
  const transitKey = identify(transitOf(memberId)).key;
  for (const row of rows) {
    if (row.account_key === mainKey) holdings.main = row.balance;
    else if (row.account_key === heldKey) holdings.held = row.balance;
    else if (row.account_key === transitKey) holdings.transit = row.balance;
    else if (row.vendor_code) holdings.vendors.set(row.vendor_code, row.balance);
  }
  return holdings;
}
