import { randomBytes } from 'node:crypto';
import { drawJackpot } from '@panalo/contract/fair/jackpot';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney, Work } from '../../db/money-writer';
import { jackpotContributed, jackpotSeeded, jackpotWon } from '../ledger/ledger';
import { jackpotAccountKey } from '../ledger/ledger-accounts';
import { brandJackpots, forgetBrandJackpots, type FedPool, type OpenCycle } from './jackpot-brands';
import { insertCycle, markCycleWon } from './jackpot.repository';

/**
 * The money writer's in-transaction listener for the progressive jackpot (docs/jackpot.md). A BET
 * on a game that feeds a pool puts floor(stake × rate) from the house into the pool and draws once
 * on the pool's open cycle; a hit wins the whole pool. Other postings, and stakes on games that
 * feed nothing, cost no statement (the brand's pools are cached).
 *
 * On PostgreSQL it runs as a last write of the stake's transaction (after the house's side of the
 * bet, ordered by account key), so the pool account's row lock is held only for that and the commit.
 */
export async function recordJackpotStake(ctx: AppContext, tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void> {
  if (posting.event !== 'BET' || posting.gameId === undefined || !posting.reference) return;
  const fed = (await brandJackpots(ctx, tx, posting.merchantId)).byGame.get(posting.gameId);
  if (!fed) return;
  for (const entry of fed) {
    const share = Math.floor((posting.amount * entry.pool.rate_bp) / 10_000);
    // A stake too small to put a minor unit in does not draw either: every draw is in the pool's postings.
    if (share <= 0 || entry.pool.currency !== posting.currency) continue;
    const step = () => contributeAndDraw(ctx, work, posting, entry, share);
    if (work.beforeCommit) {
      work.beforeCommit(`ledger:${posting.merchantId}:${posting.currency}:${jackpotAccountKey(entry.pool.id)}`, step);
    } else await step();
  }
}

async function contributeAndDraw(ctx: AppContext, work: Work<Executor>, stake: PostedMoney, entry: FedPool, share: number): Promise<void> {
  const { pool, cycle } = entry;
  const book = { merchantId: stake.merchantId, currency: stake.currency };
  const money = { book, memberId: stake.memberId, poolId: pool.id, gameId: stake.gameId, now: stake.at };
  const fed = await jackpotContributed(work, { ...money, amount: share, reference: `JC${cycle.id}`, detail: stake.reference });
  const { roll, hit } = drawJackpot(cycle.serverSeed, stake.reference!, cycle.chancePerMillion);
  if (!hit) return;
  // The pool row is locked by the contribution above until the commit, so this is what it holds.
  const amount = fed.balances[jackpotAccountKey(pool.id)]!;
  const won = await markCycleWon(work.tx, cycle.id, {
    memberId: stake.memberId,
    gameId: stake.gameId ?? null,
    reference: stake.reference!,
    roll,
    amount,
    now: stake.at,
  });
  if (!won) {
    // Another stake (here or in another process) won this cycle first: this draw came after it.
    work.afterCommit(() => forgetBrandJackpots(ctx, stake.merchantId));
    return;
  }
  await jackpotWon(work, { ...money, amount, reference: `JW${cycle.id}` });
  const next = await openNextCycle(work, {
    merchantId: stake.merchantId,
    poolId: pool.id,
    cycleNo: cycle.cycleNo + 1,
    chancePerMillion: pool.chance_per_million,
    now: stake.at,
  });
  if (pool.seed_amount > 0) await jackpotSeeded(work, { ...money, amount: pool.seed_amount, reference: `JS${next.id}` });
  // The next stakes draw on the new cycle's seed once this one is committed.
  work.afterCommit(() => {
    entry.cycle = next;
  });
}

/** A new cycle with a fresh server seed; its hash is public from now on, before any of its draws. */
export async function openNextCycle(
  work: Work<Executor>,
  cycle: { merchantId: number; poolId: number; cycleNo: number; chancePerMillion: number; now: number },
): Promise<OpenCycle> {
  const serverSeed = randomBytes(32).toString('hex');
  const id = await insertCycle(work.tx, { ...cycle, serverSeed, seedHash: sha256Hex(serverSeed) });
  return { id, cycleNo: cycle.cycleNo, serverSeed, chancePerMillion: cycle.chancePerMillion };
}
