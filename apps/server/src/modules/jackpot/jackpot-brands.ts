import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { openCyclesOf, poolGamesOf, poolsOf, type PoolRow } from './jackpot.repository';

/**
 * What the spin path needs to know about a brand's jackpot, kept a few seconds per process: the
 * pools each game feeds and each pool's open cycle (its seed draws the stakes). A brand without
 * pools costs nothing per bet once this is cached; a stake on a game that feeds no pool neither.
 */

export interface OpenCycle {
  id: number;
  cycleNo: number;
  serverSeed: string;
  chancePerMillion: number;
}

export interface FedPool {
  pool: PoolRow;
  cycle: OpenCycle;
}

export interface BrandJackpots {
  /** Pools by feeding game id; each entry's cycle is replaced in place when a win opens the next. */
  byGame: Map<number, FedPool[]>;
}

const KEEP_MS = 5_000;

async function load(tx: Executor, merchantId: number): Promise<BrandJackpots> {
  const pools = await poolsOf(tx, merchantId);
  const byGame = new Map<number, FedPool[]>();
  if (pools.length === 0) return { byGame };
  const cycles = new Map((await openCyclesOf(tx, merchantId)).map((row) => [row.pool_id, row]));
  const fed = new Map<number, FedPool>();
  for (const pool of pools) {
    const cycle = cycles.get(pool.id);
    if (cycle)
      fed.set(pool.id, {
        pool,
        cycle: { id: cycle.id, cycleNo: cycle.cycle_no, serverSeed: cycle.server_seed, chancePerMillion: cycle.chance_per_million },
      });
  }
  for (const link of await poolGamesOf(tx, merchantId)) {
    const entry = fed.get(link.pool_id);
    if (!entry) continue;
    byGame.set(link.game_id, [...(byGame.get(link.game_id) ?? []), entry]);
  }
  return { byGame };
}

/** Read in the posting's own transaction on a miss (another pool connection could wait on it). */
export function brandJackpots(ctx: AppContext, tx: Executor, merchantId: number): Promise<BrandJackpots> {
  const now = ctx.clock.now();
  const known = ctx.caches.jackpots.get(merchantId);
  if (known && known.until > now) return known.state;
  const state = load(tx, merchantId);
  ctx.caches.jackpots.set(merchantId, { state, until: now + KEEP_MS });
  // A failed read is not kept: the next stake reads again.
  state.catch(() => ctx.caches.jackpots.delete(merchantId));
  return state;
}

/** Drops the brand's entry: pools changed, or another process won a cycle this one still drew on. */
export const forgetBrandJackpots = (ctx: AppContext, merchantId: number): void => void ctx.caches.jackpots.delete(merchantId);
