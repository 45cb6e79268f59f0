import type { Work } from '../../db/money-writer';
import { HOUSE, identify, mainOf, type AccountIdentity, type Book } from './ledger-accounts';
import { insertEntries, insertPostings, moveAccounts, newIds, type EntryRow } from './posting-batch.repository';

/**
 * Many salaries paid by the house at once (a contract settlement's batch), written as sets: every
 * payment is its own balanced SALARY posting (the house's entry and the agent's), as `salaryPaid`
 * writes one, but the batch's postings, their entries and the agents' balances are each one
 * statement, and the house account moves once, by the batch's sum. Each entry's balance is the
 * running balance of its account in entry order, as if the postings had been written one by one.
 */

export interface Salary {
  memberId: number;
  amount: number;
  /** The business record (the contract and period). */
  reference: string;
  detail?: string | null;
}

const EVENT = 'SALARY';

/**
 * Writes the salaries in one book inside the caller's money transaction; the posting id of each,
 * in the order given. On PostgreSQL the house's side is the transaction's last write (as for every
 * posting between a member and the house), so its row is locked for that and the commit only.
 */
export async function salariesPaid(work: Work, book: Book, salaries: Salary[], now: number): Promise<number[]> {
  if (salaries.length === 0) return [];
  for (const { amount } of salaries)
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger amounts are positive integers, got ${amount}`);
  const agents = salaries.map(({ memberId }) => identify(mainOf(memberId)));
  const postingIds = await newIds(work.tx, 'ledger_postings', salaries.length);
  await creditAgents(work, book, salaries, agents, postingIds, now);
  const house = async () => debitHouse(work, book, salaries, postingIds, now);
  if (work.beforeCommit) work.beforeCommit(`ledger:${book.merchantId}:${book.currency}:${identify(HOUSE).key}`, house);
  else await house();

  for (const [n, salary] of salaries.entries()) {
    await work.recordPosting({
      event: EVENT,
      merchantId: book.merchantId,
      currency: book.currency,
      memberId: salary.memberId,
      amount: salary.amount,
      at: now,
      reference: salary.reference,
    });
    work.posted(EVENT);
    work.balanceMoved(book.merchantId, agents[n]!.memberId!);
  }
  return postingIds;
}

/** The postings and the agents' side: each agent's balance moves once, by its sum in the batch. */
async function creditAgents(
  work: Work,
  book: Book,
  salaries: Salary[],
  agents: AccountIdentity[],
  postingIds: number[],
  now: number,
): Promise<void> {
  const sums = new Map<string, { account: AccountIdentity; amount: number }>();
  salaries.forEach(({ amount }, n) => {
    const account = agents[n]!;
    const sum = sums.get(account.key);
    if (sum) sum.amount += amount;
    else sums.set(account.key, { account, amount });
  });
  // Key order: the order every posting locks accounts in, so batches never wait on each other in a cycle.
  const moves = [...sums.values()].sort((a, b) => (a.account.key < b.account.key ? -1 : a.account.key > b.account.key ? 1 : 0));
  const accounts = await moveAccounts(work.tx, book, moves, now);
  await insertPostings(
    work.tx,
    book,
    salaries.map((salary, n) => ({
      id: postingIds[n]!,
      event: EVENT,
      memberId: salary.memberId,
      reference: salary.reference,
      detail: salary.detail ?? null,
    })),
    now,
  );
  const entryIds = await newIds(work.tx, 'ledger_entries', salaries.length);
  // An account's balance before the batch, then the running balance in the batch's order.
  const running = new Map([...accounts].map(([key, { balance }]) => [key, balance - sums.get(key)!.amount]));
  const entries: EntryRow[] = salaries.map(({ amount }, n) => {
    const key = agents[n]!.key;
    const balanceAfter = running.get(key)! + amount;
    running.set(key, balanceAfter);
    return { id: entryIds[n]!, postingId: postingIds[n]!, accountId: accounts.get(key)!.id, amount, balanceAfter };
  });
  await insertEntries(work.tx, entries, now);
}

/** The house's side: one balance update by the batch's sum, then one entry per posting. */
async function debitHouse(work: Work, book: Book, salaries: Salary[], postingIds: number[], now: number): Promise<void> {
  const house = identify(HOUSE);
  const total = salaries.reduce((sum, { amount }) => sum + amount, 0);
  const account = (await moveAccounts(work.tx, book, [{ account: house, amount: -total }], now)).get(house.key)!;
  const entryIds = await newIds(work.tx, 'ledger_entries', salaries.length);
  let balance = account.balance + total;
  const entries: EntryRow[] = salaries.map(({ amount }, n) => {
    balance -= amount;
    return { id: entryIds[n]!, postingId: postingIds[n]!, accountId: account.id, amount: -amount, balanceAfter: balance };
  });
  await insertEntries(work.tx, entries, now);
}
