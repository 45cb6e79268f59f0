import type { TransactionType } from '@panalo/contract/wallet';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import {
  BONUS,
  CLEARING,
  FORFEITED,
  HOUSE,
  houseOf,
  bonusOf,
  forfeitHoldOf,
  heldOf,
  identify,
  jackpotOf,
  mainOf,
  transitOf,
  vendorOf,
  type AccountIdentity,
  type AccountRef,
} from './ledger-accounts';
import type { Executor } from '../../db/executor';
import type { Book } from './ledger-accounts';
import { writeMemberSide, writePosting, writesHouseLast } from './ledger.repository';
import type { PostingToWrite, WrittenPosting } from './posting-statements';

/**
 * The ledger: the only code that changes a balance. Each business event is one function that
 * writes one balanced posting (its lines sum to zero) together with the balance updates, inside
 * the caller's money transaction. A member account that would go below zero fails the whole
 * posting with INSUFFICIENT_BALANCE.
 */

/** Posting events: the transaction types members see, plus legs that never touch the main wallet. */
export type LedgerEvent =
  | TransactionType
  | 'WITHDRAW_PAID'
  | 'VENDOR_TRANSIT'
  | 'BONUS_GRANT'
  | 'BONUS_FORFEIT'
  | 'FORFEITED'
  | 'JACKPOT_CONTRIBUTION'
  | 'JACKPOT_SEED';

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
  /** The game of a bet, win or rollback (the report rollups count it under its game type). */
  gameId?: number;
  detail?: string | null;
  now: number;
}

/**
 * Writes one balanced posting: `amount` leaves `from` and arrives in `to`. A refusal
 * (INSUFFICIENT_BALANCE) writes nothing, so the caller's transaction can go on, e.g. to store the
 * refusal under an idempotency key.
 */
/**
 * What writes a posting: `writePosting`, or (PostgreSQL hot path) a repository statement that
 * writes the posting together with the rows of its step; null when the posting was not written.
 */
export type PostingWriter = (db: Executor, posting: PostingToWrite) => Promise<WrittenPosting | null>;

/** One posting: the event, its money, the account debited and the one credited, and how it is written. */
interface Posting {
  event: LedgerEvent;
  money: MoneyEvent;
  from: AccountRef;
  to: AccountRef;
  write?: PostingWriter;
}

async function post(work: Work<Executor>, { event, money, from, to, write = writePosting }: Posting): Promise<PostingResult> {
  if (!Number.isSafeInteger(money.amount) || money.amount <= 0)
    throw new Error(`ledger amounts are positive integers, got ${money.amount}`);
  const debited = identify(from);
  const credited = identify(to);
  if (debited.key === credited.key) throw new Error(`${event} posting from and to ${debited.key}`);
  const toWrite: PostingToWrite = {
    book: money.book,
    event,
    memberId: money.memberId,
    reference: money.reference,
    detail: money.detail ?? null,
    from: debited,
    to: credited,
    amount: money.amount,
    now: money.now,
  };
  const written = await writeOf(work, toWrite, write);
  if (!written) throw new AppError('INSUFFICIENT_BALANCE');
  const vendorWallet = vendorWalletOf(debited, credited);
  await work.recordPosting({
    event,
    merchantId: money.book.merchantId,
    currency: money.book.currency,
    memberId: money.memberId,
    amount: money.amount,
    at: money.now,
    reference: money.reference,
    ...(money.gameId !== undefined ? { gameId: money.gameId } : {}),
    ...(vendorWallet ? { vendorWallet } : {}),
    ...(written.bonusWagering !== undefined ? { bonusWagering: written.bonusWagering } : {}),
  });
  work.posted(event);
  for (const account of [debited, credited]) if (account.memberId !== null) work.balanceMoved(money.book.merchantId, account.memberId);
  return { postingId: written.postingId, balances: written.balances };
}

/** The transfer vendor whose wallet a posting moves, if any (a round played from it, or a transfer's leg). */
const vendorWalletOf = (debited: AccountIdentity, credited: AccountIdentity): string | null =>
  debited.kind === 'vendor' ? debited.vendor : credited.kind === 'vendor' ? credited.vendor : null;

/**
 * Writes the posting; on PostgreSQL, inside a transaction, a posting between a member account and
 * the house writes the house's side last (`writeMemberSide`), and its balance is not known here:
 * `balances` then holds the member account's only.
 */
async function writeOf(
  work: Work<Executor>,
  posting: PostingToWrite,
  write: PostingWriter,
): Promise<{ postingId: number; balances: Record<string, number>; bonusWagering?: boolean } | null> {
  const last = work.joinLast;
  if (write === writePosting && last && writesHouseLast(work.tx, posting)) {
    const member = posting.from.floorZero ? posting.from : posting.to;
    const house = posting.from.floorZero ? posting.to : posting.from;
    const written = await writeMemberSide(work.tx, posting);
    if (!written) return null;
    last({ order: `ledger:${posting.book.merchantId}:${posting.book.currency}:${house.key}`, ...written.houseSide });
    const balances = { [member.key]: written.balance };
    return {
      postingId: written.postingId,
      balances,
      ...(written.bonusWagering !== undefined ? { bonusWagering: written.bonusWagering } : {}),
    };
  }
  const written = await write(work.tx, posting);
  if (!written) return null;
  return { postingId: written.postingId, balances: { [posting.from.key]: written.from.balance, [posting.to.key]: written.to.balance } };
}

/** A gateway confirmed a deposit: clearing owes it, the member has it. */
export const depositCredited = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'DEPOSIT', money, from: CLEARING, to: mainOf(money.memberId) });

/** A withdrawal request sets the amount aside until an operator decides. */
export const withdrawalHeld = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'WITHDRAW', money, from: mainOf(money.memberId), to: heldOf(money.memberId) });

/** A rejected withdrawal gives the held amount back. */
export const withdrawalReleased = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'WITHDRAW_RELEASE', money, from: heldOf(money.memberId), to: mainOf(money.memberId) });

/** A paid withdrawal leaves through clearing to the member's bank or e-wallet. */
export const withdrawalPaid = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'WITHDRAW_PAID', money, from: heldOf(money.memberId), to: CLEARING });

/**
 * A round's money: played from the main wallet, or, for a transfer-mode vendor that settles its
 * rounds here (docs/games.md, "Transfer vendors"), from the member's wallet at that vendor, the
 * money the transfer relay moved there.
 */
export interface RoundMoney extends MoneyEvent {
  /** The transfer-mode vendor whose wallet the round plays from; absent: the main wallet. */
  vendorWallet?: string;
}

const roundWalletOf = (money: RoundMoney): AccountRef =>
  money.vendorWallet ? vendorOf(money.memberId, money.vendorWallet) : mainOf(money.memberId);

/** A stake leaves the member's wallet (the main one, or a transfer vendor's) for the house. */
export const betPlaced = (work: Work, money: RoundMoney) =>
  post(work, { event: 'BET', money, from: roundWalletOf(money), to: houseOf(money.memberId) });

/** The house pays a win. */
export const winPaid = (work: Work, money: RoundMoney) =>
  post(work, { event: 'WIN', money, from: houseOf(money.memberId), to: roundWalletOf(money) });

/** A cancelled bet's stake comes back from the house. */
export const betRolledBack = (work: Work, money: RoundMoney) =>
  post(work, { event: 'ROLLBACK', money, from: houseOf(money.memberId), to: roundWalletOf(money) });

/** Main wallet → a transfer-mode vendor's wallet. */
export const vendorTransferOut = (work: Work, money: MoneyEvent & { vendor: string }) =>
  post(work, { event: 'TRANSFER_OUT', money, from: mainOf(money.memberId), to: vendorOf(money.memberId, money.vendor) });

/** A vendor's wallet → the main wallet (also the refund of a transfer the vendor refused). */
export const vendorTransferIn = (work: Work, money: MoneyEvent & { vendor: string }) =>
  post(work, { event: 'TRANSFER_IN', money, from: vendorOf(money.memberId, money.vendor), to: mainOf(money.memberId) });

/**
 * A transfer with a transfer-mode vendor, in three legs. While the vendor is asked the money waits
 * in the member's transit account, where nothing else can spend it; so finishing — done or
 * returned — always has the money it moves and can never fail.
 */
type VendorMove = MoneyEvent & { vendor: string; direction: 'IN' | 'OUT' };

/**
 * Sets the amount aside: from the main wallet (OUT) or from the vendor wallet (IN). Each leg takes
 * an optional writer, for the PostgreSQL statement that writes the whole step at once.
 */
export const vendorTransferReserved = (work: Work<Executor>, money: VendorMove, write?: PostingWriter) =>
  money.direction === 'OUT'
    ? post(work, { event: 'TRANSFER_OUT', money, from: mainOf(money.memberId), to: transitOf(money.memberId), write })
    : post(work, { event: 'VENDOR_TRANSIT', money, from: vendorOf(money.memberId, money.vendor), to: transitOf(money.memberId), write });

/** The vendor confirmed: the amount arrives where it was going. */
export const vendorTransferCompleted = (work: Work<Executor>, money: VendorMove, write?: PostingWriter) =>
  money.direction === 'OUT'
    ? post(work, { event: 'VENDOR_TRANSIT', money, from: transitOf(money.memberId), to: vendorOf(money.memberId, money.vendor), write })
    : post(work, { event: 'TRANSFER_IN', money, from: transitOf(money.memberId), to: mainOf(money.memberId), write });

/** The vendor refused or lost it: the amount goes back where it came from. */
export const vendorTransferReturned = (work: Work<Executor>, money: VendorMove, write?: PostingWriter) =>
  money.direction === 'OUT'
    ? post(work, { event: 'TRANSFER_IN', money, from: transitOf(money.memberId), to: mainOf(money.memberId), write })
    : post(work, { event: 'VENDOR_TRANSIT', money, from: transitOf(money.memberId), to: vendorOf(money.memberId, money.vendor), write });

/** One member's main wallet to another's: a member to their upline, or an agent to a downline. */
export const memberTransferred = (work: Work, money: MoneyEvent & { toMemberId: number; direction: 'UPLINE' | 'DOWNLINE' }) =>
  post(work, {
    event: money.direction === 'UPLINE' ? 'TRANSFER_UPLINE' : 'TRANSFER_DOWNLINE',
    money,
    from: mainOf(money.memberId),
    to: mainOf(money.toMemberId),
  });

/** A promotion or reward paid from the bonus account. */
export const bonusCredited = (work: Work<Executor>, money: MoneyEvent) =>
  post(work, { event: 'BONUS', money, from: BONUS, to: mainOf(money.memberId) });

/** An agent's salary or dividend paid by the house (a settlement's many at once: `salariesPaid`, salaries.ts). */
export const salaryPaid = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'SALARY', money, from: HOUSE, to: mainOf(money.memberId) });

/**
 * A staff member's manual adjustment, approved by a second one (four eyes): the house pays a
 * credit into the main wallet, or takes a debit from it (never below zero).
 */
export const balanceAdjusted = (work: Work, money: MoneyEvent & { direction: 'CREDIT' | 'DEBIT' }) =>
  money.direction === 'CREDIT'
    ? post(work, { event: 'ADJUSTMENT', money, from: HOUSE, to: mainOf(money.memberId) })
    : post(work, { event: 'ADJUSTMENT', money, from: mainOf(money.memberId), to: HOUSE });
/** A promotion's reward is granted: it waits in the member's bonus account while its wagering is open. */
export const bonusGranted = (work: Work<Executor>, money: MoneyEvent) =>
  post(work, { event: 'BONUS_GRANT', money, from: BONUS, to: bonusOf(money.memberId) });

/** Wagering met: the bonus moves to the main wallet (members see it as a BONUS transaction). */
export const bonusReleased = (work: Work<Executor>, money: MoneyEvent) =>
  post(work, { event: 'BONUS', money, from: bonusOf(money.memberId), to: mainOf(money.memberId) });

/** The member gave the bonus up (to withdraw before its wagering was met): it goes back to the brand. */
export const bonusForfeited = (work: Work<Executor>, money: MoneyEvent) =>
  post(work, { event: 'BONUS_FORFEIT', money, from: bonusOf(money.memberId), to: BONUS });

/**
 * An ineligible player's funds are set aside for forfeiture (the spec: their funds are forfeited):
 * the main balance, or (with `vendor`) what a transfer vendor's wallet holds and did not give back.
 */
export const forfeitHeld = (work: Work, money: MoneyEvent & { vendor?: string }) =>
  post(work, {
    event: 'FORFEIT_HOLD',
    money,
    from: money.vendor ? vendorOf(money.memberId, money.vendor) : mainOf(money.memberId),
    to: forfeitHoldOf(money.memberId),
  });

/** Staff found the hit mistaken: the held funds go back to the main wallet. */
export const forfeitReleased = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'FORFEIT_RELEASE', money, from: forfeitHoldOf(money.memberId), to: mainOf(money.memberId) });

/** Staff confirmed the hit: the held funds are forfeited (kept apart, owed to the government). */
export const forfeitTaken = (work: Work, money: MoneyEvent) =>
  post(work, { event: 'FORFEITED', money, from: forfeitHoldOf(money.memberId), to: FORFEITED });

/**
 * Jackpot postings write both sides at once: a pool account is floored like a member's, and the
 * house-last path is for member–house postings (the jackpot's own run as the transaction's last write).
 */
const bothSidesNow: PostingWriter = (db, posting) => writePosting(db, posting);

type PoolMoney = MoneyEvent & { poolId: number };

/** A qualifying stake's share goes from the house into the pool (the stake's member is named, not charged). */
export const jackpotContributed = (work: Work<Executor>, money: PoolMoney) =>
  post(work, { event: 'JACKPOT_CONTRIBUTION', money, from: HOUSE, to: jackpotOf(money.poolId), write: bothSidesNow });

/**
 * The house puts a new cycle's seed money into the pool. The posting names the member whose win
 * started the cycle; a pool's first cycle has none (null), and no listener reads a seed's member.
 */
export const jackpotSeeded = (work: Work<Executor>, money: Omit<PoolMoney, 'memberId'> & { memberId: number | null }) =>
  post(work, { event: 'JACKPOT_SEED', money: money as PoolMoney, from: HOUSE, to: jackpotOf(money.poolId), write: bothSidesNow });

/** The pool pays its winner; the pool account cannot go below zero, so it never pays more than it holds. */
export const jackpotWon = (work: Work<Executor>, money: PoolMoney) =>
  post(work, { event: 'JACKPOT', money, from: jackpotOf(money.poolId), to: mainOf(money.memberId), write: bothSidesNow });
