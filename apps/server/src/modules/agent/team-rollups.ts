import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney, Work } from '../../db/money-writer';
import { brandDay, brandOffset, gameTypeOf } from '../../kernel/posting-facts';
import { gameVendorOf } from '../../kernel/game-vendors';
import { countActive } from '../../kernel/team-counts';
import { addToRollups, rollupsWrite, type RollupChange } from './team-rollups.repository';

/** The contracts' settlement window (migration 0054). */
const WINDOW = 5 * 60_000;

type Sums = Pick<RollupChange, 'betCount' | 'validBet' | 'payout' | 'depositCount' | 'depositAmount' | 'withdrawCount' | 'withdrawAmount'>;
const NONE: Sums = { betCount: 0, validBet: 0, payout: 0, depositCount: 0, depositAmount: 0, withdrawCount: 0, withdrawAmount: 0 };

/**
 * What each ledger event adds to the reports: a stake counts as a bet and as valid betting, a
 * rollback takes its stake back off, a win is payout, a credited deposit and a paid withdrawal
 * count as money in and out. Other events (transfers, bonuses, salary) are not in these reports.
 */
function sumsOf(posting: PostedMoney): Sums | null {
  switch (posting.event) {
    case 'BET':
      return { ...NONE, betCount: 1, validBet: posting.amount };
    case 'ROLLBACK':
      return { ...NONE, validBet: -posting.amount };
    case 'WIN':
      return { ...NONE, payout: posting.amount };
    case 'DEPOSIT':
      return { ...NONE, depositCount: 1, depositAmount: posting.amount };
    case 'WITHDRAW_PAID':
      return { ...NONE, withdrawCount: 1, withdrawAmount: posting.amount };
    default:
      return null;
  }
}

/**
 * The money writer's in-transaction listener: adds a posting to the member's day and 5-minute window rollup
 * rows, so the team reports never read raw bets or postings. Runs in the posting's transaction.
 */
export async function recordRollup(ctx: AppContext, tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void> {
  const sums = sumsOf(posting);
  if (!sums) return;
  const offset = await brandOffset(ctx, tx, posting.merchantId);
  const isBet = posting.event === 'BET' || posting.event === 'WIN' || posting.event === 'ROLLBACK';
  const day = brandDay(posting.at, offset);
  const change = {
    merchantId: posting.merchantId,
    memberId: posting.memberId,
    day,
    windowStart: Math.floor(posting.at / WINDOW) * WINDOW,
    gameType: isBet ? await gameTypeOf(ctx, tx, posting.gameId) : '',
    vendor: isBet ? await gameVendorOf(ctx, tx, posting.gameId) : '',
    ...sums,
  };
  // PostgreSQL: with the posting's other writes kept for its last statement (one round trip for the
  // house's side and these), before the ledger's shared accounts, whose row locks are taken last.
  // One order per brand: two rollups of one transaction may add to the same upline's row, which
  // one statement cannot change twice, so they never share a statement.
  if (work.joinLast) work.joinLast({ order: `0:rollups:${posting.merchantId}`, ...rollupsWrite(change) });
  else await addToRollups(tx, change);
  if (posting.event === 'BET') await markActive(ctx, tx, work, posting.memberId, day);
}

/** How many members' marked days one process remembers before it starts again (a bound on memory). */
const MARKED_DAYS_KEPT = 100_000;

/**
 * The overview's active members: a member's first bet of a day, week or month
 * (kernel/team-counts.ts). Marks are never removed, so once a member's marks of a day are committed
 * their later bets that day need not try again: the process notes it after the commit (a rolled
 * back bet notes nothing) and skips the insert, which on every other bet conflicts and writes nothing.
 */
async function markActive(ctx: AppContext, tx: Executor, work: Work<Executor>, memberId: number, day: number): Promise<void> {
  const marked = ctx.caches.markedDays;
  const key = `${memberId}:${day}`;
  if (marked.has(key)) return;
  await countActive(tx, memberId, day);
  work.afterCommit(() => {
    if (marked.size >= MARKED_DAYS_KEPT) marked.clear();
    marked.add(key);
  });
}
