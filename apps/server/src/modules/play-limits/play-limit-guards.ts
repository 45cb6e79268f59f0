import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney, Work } from '../../db/money-writer';
import type { Caller } from '../../kernel/caller';
import { brandDay, brandOffset } from '../../kernel/posting-facts';
import { earliestDay, inForce, limitRefusal } from './limit-rules';
import {
  addStakeFindLimits,
  addUsage,
  findLimits,
  limitOpenSessions,
  usageSince,
  usageWrite,
  type UsageColumn,
} from './play-limits.repository';

/**
 * Where the limits are enforced, all on the server and each in the transaction of what it limits:
 * - every ledger posting of a bet, win or rollback (the money writer's in-transaction listener, so
 *   the seamless bet path and the built-in games, which use it, are both covered);
 * - a deposit request, before the gateway is asked and again in the request's transaction;
 * - a game launch (nothing left to stake under a wager or loss limit);
 * - a log-in session, which ends at the session time limit (session.service.ts `authenticate`).
 * Counting and checking share one lock: the upsert of the member's day row, held to the commit,
 * so a burst of parallel bets or deposits passes the check one at a time and cannot pass a limit.
 */

const USAGE_OF: Record<string, { column: UsageColumn; sign: 1 | -1 } | undefined> = {
  BET: { column: 'staked', sign: 1 },
  ROLLBACK: { column: 'staked', sign: -1 },
  WIN: { column: 'won', sign: 1 },
};

/** The money writer's listener: counts a bet, win or rollback and refuses a bet past a limit. */
export async function recordPlay(ctx: AppContext, tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void> {
  const usage = USAGE_OF[posting.event];
  // A round played from a transfer vendor's wallet was counted when its money went there and is
  // counted again when it comes back (reserveVendorStake, countVendorWin): not a second time here.
  if (!usage || posting.vendorWallet) return;
  const offset = await brandOffset(ctx, tx, posting.merchantId);
  const today = brandDay(posting.at, offset);
  // Wins and rollbacks always land: only a stake is refused. Nothing reads their count in the
  // transaction, so on PostgreSQL it goes with the transaction's last statement.
  if (posting.event !== 'BET') {
    const amount = usage.sign * posting.amount;
    if (work.joinLast) return work.joinLast(usageWrite(posting.memberId, today, usage.column, amount));
    return addUsage(tx, posting.memberId, today, usage.column, amount);
  }
  const limits = (await addStakeFindLimits(tx, posting.memberId, today, posting.amount)).filter((row) =>
    /^(WAGER|LOSS)_/.test(row.limit_key),
  );
  if (limits.length === 0) return;
  const days = await usageSince(tx, posting.memberId, earliestDay(today));
  const facts = { limits, days, today, offset, now: posting.at, extra: 0 };
  const refusal = limitRefusal('WAGER', facts) ?? limitRefusal('LOSS', facts);
  if (refusal) throw refusal;
}

/**
 * Transfer-mode vendors hold the money while it is played, and an outside one reports no bets: what
 * the platform sees is the money going into a vendor's wallet and coming back (a vendor that settles
 * its rounds against that wallet here, like the studio's Sandbox Live, is counted the same way). So money going in counts as
 * staked, checked against the wager and loss limits before it moves, and money coming back counts
 * as won. The loss limit then holds over what the member takes out of the main wallet; the wager
 * limit counts the money taken into vendors, not each bet inside them.
 * Counted in a transaction of its own before the transfer starts, under the member's day row lock
 * like a bet, so a burst of parallel transfers passes the check one at a time. A transfer that
 * does not happen gives its stake back (`returnVendorStake`).
 */
export async function reserveVendorStake(ctx: AppContext, caller: Caller, amount: number, at: number): Promise<void> {
  const { merchant, session } = caller;
  const offset = merchant.settings.gmtOffsetMinutes;
  const today = brandDay(at, offset);
  await ctx.money.run(async ({ tx }) => {
    const limits = (await addStakeFindLimits(tx, session.memberId, today, amount)).filter((row) => /^(WAGER|LOSS)_/.test(row.limit_key));
    if (limits.length === 0) return;
    const days = await usageSince(tx, session.memberId, earliestDay(today));
    const facts = { limits, days, today, offset, now: at, extra: 0 };
    const refusal = limitRefusal('WAGER', facts) ?? limitRefusal('LOSS', facts);
    if (refusal) throw refusal;
  });
}

/** A transfer with a vendor as its limits count it: the member, the amount, and when it started. */
export interface VendorTransferUsage {
  merchantId: number;
  memberId: number;
  amount: number;
  /** When the transfer started: its brand day holds the count. */
  at: number;
}

/** A transfer into a vendor that did not happen (a replayed key, a refusal) gives its stake back. */
export async function returnVendorStake(ctx: AppContext, transfer: VendorTransferUsage): Promise<void> {
  await moveVendorUsage(ctx, transfer, 'staked', -transfer.amount);
}

/** Money back from a vendor counts as won (a loss limit is on stakes less wins). */
export async function countVendorWin(ctx: AppContext, transfer: VendorTransferUsage): Promise<void> {
  await moveVendorUsage(ctx, transfer, 'won', transfer.amount);
}

async function moveVendorUsage(ctx: AppContext, transfer: VendorTransferUsage, column: UsageColumn, amount: number): Promise<void> {
  const day = brandDay(transfer.at, await brandOffset(ctx, ctx.db, transfer.merchantId));
  await ctx.money.run(({ tx }) => addUsage(tx, transfer.memberId, day, column, amount));
}

/**
 * A deposit request: `reserve` in the request's transaction counts the amount and refuses it past
 * a deposit limit (a request counts when made: paying many requests later cannot pass the limit).
 * Without `reserve` it only looks, so a refused request never reaches the gateway.
 */
export async function checkDeposit(ctx: AppContext, tx: Executor, caller: Caller, amount: number, reserve: boolean): Promise<void> {
  const { merchant, session } = caller;
  const offset = merchant.settings.gmtOffsetMinutes;
  const now = ctx.clock.now();
  const today = brandDay(now, offset);
  if (reserve) await addUsage(tx, session.memberId, today, 'deposited', amount);
  const limits = (await findLimits(tx, session.memberId)).filter((row) => row.limit_key.startsWith('DEPOSIT_'));
  if (limits.length === 0) return;
  const days = await usageSince(tx, session.memberId, earliestDay(today));
  const refusal = limitRefusal('DEPOSIT', { limits, days, today, offset, now, extra: reserve ? 0 : amount });
  if (refusal) throw refusal;
}

/** A deposit request as its reservation of the deposit limit knows it. */
export interface DepositReservation {
  merchantId: number;
  memberId: number;
  amount: number;
  /** When the request was made: its brand day holds the reservation. */
  requestedAt: number;
}

/**
 * A deposit request that ends unpaid (cancelled, expired or failed) gives its reservation back
 * to the day it was made on, so an abandoned request does not use up the limit; one credited
 * after all (late money, or a credit by hand) takes it again. Called in the transaction that
 * moves the deposit, so the usage follows the one update that wins.
 */
export async function moveDepositReservation(ctx: AppContext, tx: Executor, deposit: DepositReservation, move: 'release' | 'take') {
  const day = brandDay(deposit.requestedAt, await brandOffset(ctx, tx, deposit.merchantId));
  await addUsage(tx, deposit.memberId, day, 'deposited', move === 'release' ? -deposit.amount : deposit.amount);
}

/** A game launch is refused while a wager or loss limit has nothing left this period. */
export async function checkLaunch(ctx: AppContext, caller: Caller): Promise<void> {
  const { merchant, session } = caller;
  const limits = (await findLimits(ctx.db, session.memberId)).filter((row) => /^(WAGER|LOSS)_/.test(row.limit_key));
  if (limits.length === 0) return;
  const offset = merchant.settings.gmtOffsetMinutes;
  const now = ctx.clock.now();
  const today = brandDay(now, offset);
  const days = await usageSince(ctx.db, session.memberId, earliestDay(today));
  const facts = { limits, days, today, offset, now, extra: 0, full: true };
  const refusal = limitRefusal('WAGER', facts) ?? limitRefusal('LOSS', facts);
  if (refusal) throw refusal;
}

/** At log-in (in its transaction): the new session ends at the member's session time limit. */
export async function limitNewSession(ctx: AppContext, tx: Executor, memberId: number): Promise<void> {
  const row = (await findLimits(tx, memberId)).find((limit) => limit.limit_key === 'SESSION_MINUTES');
  const { value } = inForce(row, ctx.clock.now());
  if (value !== null) await limitOpenSessions(tx, memberId, value, ctx.clock.now());
}
