import type { TransactionType } from '@panalo/contract/wallet';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { BONUS, CLEARING, HOUSE, heldOf, identify, mainOf, transitOf, vendorOf, type AccountRef } from './ledger-accounts';
import { applyToAccount, insertEntries, insertPosting, type Book } from './ledger.repository';

/**
 * The ledger: the only code that changes a balance. Each business event is one function that
 * writes one balanced posting (its lines sum to zero) together with the balance updates, inside
 * the caller's money transaction. A member account that would go below zero fails the whole
 * posting with INSUFFICIENT_BALANCE.
 */

/** Posting events: the transaction types members see, plus legs that never touch the main wallet. */
export type LedgerEvent = TransactionType | 'WITHDRAW_PAID' | 'VENDOR_TRANSIT';

export interface PostingResult {
  postingId: number;
  /** New balance of every account the posting touched, by account key. */
  balances: Record<string, number>;
}

export interface MoneyEvent {
  book: Book;
  memberId: number;
  amount: number;
  /** The business record this posting belongs to (deposit, withdrawal, transfer, round…). */
  reference: string;
  detail?: string | null;
  now: number;
}

interface Line {
  account: AccountRef;
  amount: number;
}

async function post(work: Work, event: LedgerEvent, money: MoneyEvent, lines: Line[]): Promise<PostingResult> {
  if (!Number.isSafeInteger(money.amount) || money.amount <= 0)
    throw new Error(`ledger amounts are positive integers, got ${money.amount}`);
  if (lines.reduce((sum, line) => sum + line.amount, 0) !== 0) throw new Error(`unbalanced ${event} posting`);
  // A fixed order of row locks keeps concurrent postings on PostgreSQL free of deadlocks.
  const ordered = lines
    .map((line) => ({ ...line, identity: identify(line.account) }))
    .sort((a, b) => a.identity.key.localeCompare(b.identity.key));
  const applied: { accountId: number; amount: number; balanceAfter: number }[] = [];
  const balances: Record<string, number> = {};
  for (const line of ordered) {
    const result = await applyToAccount(work.tx, money.book, line.identity, line.amount, money.now);
    if (!result) throw new AppError('INSUFFICIENT_BALANCE');
    applied.push({ accountId: result.id, amount: line.amount, balanceAfter: result.balance });
    balances[line.identity.key] = result.balance;
    if (line.identity.memberId !== null) work.balanceMoved(money.book.merchantId, line.identity.memberId);
  }
  const postingId = await insertPosting(work.tx, {
    book: money.book,
    event,
    memberId: money.memberId,
    reference: money.reference,
    detail: money.detail ?? null,
    now: money.now,
  });
  await insertEntries(
    work.tx,
    applied.map((entry) => ({ ...entry, postingId, now: money.now })),
  );
  return { postingId, balances };
}

const debitCredit = (from: AccountRef, to: AccountRef, amount: number): Line[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/** A gateway confirmed a deposit: clearing owes it, the member has it. */
export const depositCredited = (work: Work, money: MoneyEvent) =>
  post(work, 'DEPOSIT', money, debitCredit(CLEARING, mainOf(money.memberId), money.amount));

/** A withdrawal request sets the amount aside until an operator decides. */
export const withdrawalHeld = (work: Work, money: MoneyEvent) =>
  post(work, 'WITHDRAW', money, debitCredit(mainOf(money.memberId), heldOf(money.memberId), money.amount));

/** A rejected withdrawal gives the held amount back. */
export const withdrawalReleased = (work: Work, money: MoneyEvent) =>
  post(work, 'WITHDRAW_RELEASE', money, debitCredit(heldOf(money.memberId), mainOf(money.memberId), money.amount));

/** A paid withdrawal leaves through clearing to the member's bank or e-wallet. */
export const withdrawalPaid = (work: Work, money: MoneyEvent) =>
  post(work, 'WITHDRAW_PAID', money, debitCredit(heldOf(money.memberId), CLEARING, money.amount));

/** A stake leaves the main wallet for the house. */
export const betPlaced = (work: Work, money: MoneyEvent) =>
  post(work, 'BET', money, debitCredit(mainOf(money.memberId), HOUSE, money.amount));

/** The house pays a win. */
export const winPaid = (work: Work, money: MoneyEvent) =>
  post(work, 'WIN', money, debitCredit(HOUSE, mainOf(money.memberId), money.amount));

/** A cancelled bet's stake comes back from the house. */
export const betRolledBack = (work: Work, money: MoneyEvent) =>
  post(work, 'ROLLBACK', money, debitCredit(HOUSE, mainOf(money.memberId), money.amount));

/** Main wallet → a transfer-mode vendor's wallet. */
export const vendorTransferOut = (work: Work, money: MoneyEvent & { vendor: string }) =>
  post(work, 'TRANSFER_OUT', money, debitCredit(mainOf(money.memberId), vendorOf(money.memberId, money.vendor), money.amount));

/** A vendor's wallet → the main wallet (also the refund of a transfer the vendor refused). */
export const vendorTransferIn = (work: Work, money: MoneyEvent & { vendor: string }) =>
  post(work, 'TRANSFER_IN', money, debitCredit(vendorOf(money.memberId, money.vendor), mainOf(money.memberId), money.amount));

/**
 * A transfer with a transfer-mode vendor, in three legs. While the vendor is asked the money waits
 * in the member's transit account, where nothing else can spend it; so finishing — done or
 * returned — always has the money it moves and can never fail.
 */
type VendorMove = MoneyEvent & { vendor: string; direction: 'IN' | 'OUT' };

/** Sets the amount aside: from the main wallet (OUT) or from the vendor wallet (IN). */
export const vendorTransferReserved = (work: Work, money: VendorMove) =>
  money.direction === 'OUT'
    ? post(work, 'TRANSFER_OUT', money, debitCredit(mainOf(money.memberId), transitOf(money.memberId), money.amount))
    : post(work, 'VENDOR_TRANSIT', money, debitCredit(vendorOf(money.memberId, money.vendor), transitOf(money.memberId), money.amount));

/** The vendor confirmed: the amount arrives where it was going. */
export const vendorTransferCompleted = (work: Work, money: VendorMove) =>
  money.direction === 'OUT'
    ? post(work, 'VENDOR_TRANSIT', money, debitCredit(transitOf(money.memberId), vendorOf(money.memberId, money.vendor), money.amount))
    : post(work, 'TRANSFER_IN', money, debitCredit(transitOf(money.memberId), mainOf(money.memberId), money.amount));

/** The vendor refused or lost it: the amount goes back where it came from. */
export const vendorTransferReturned = (work: Work, money: VendorMove) =>
  money.direction === 'OUT'
    ? post(work, 'TRANSFER_IN', money, debitCredit(transitOf(money.memberId), mainOf(money.memberId), money.amount))
    : post(work, 'VENDOR_TRANSIT', money, debitCredit(transitOf(money.memberId), vendorOf(money.memberId, money.vendor), money.amount));

/** One member's main wallet to another's: a member to their upline, or an agent to a downline. */
export const memberTransferred = (work: Work, money: MoneyEvent & { toMemberId: number; direction: 'UPLINE' | 'DOWNLINE' }) =>
  post(
    work,
    money.direction === 'UPLINE' ? 'TRANSFER_UPLINE' : 'TRANSFER_DOWNLINE',
    money,
    debitCredit(mainOf(money.memberId), mainOf(money.toMemberId), money.amount),
  );

/** A promotion or reward paid from the bonus account. */
export const bonusCredited = (work: Work, money: MoneyEvent) =>
  post(work, 'BONUS', money, debitCredit(BONUS, mainOf(money.memberId), money.amount));

/** An agent's salary or dividend paid by the house. */
export const salaryPaid = (work: Work, money: MoneyEvent) =>
  post(work, 'SALARY', money, debitCredit(HOUSE, mainOf(money.memberId), money.amount));
