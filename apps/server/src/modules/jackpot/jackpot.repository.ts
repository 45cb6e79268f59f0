import type { Executor } from '../../db/executor';
import { jackpotAccountKey } from '../ledger/ledger-accounts';

/** The jackpot's database code: pools, the games that feed them, cycles, and the pools' ledger balances. */

export interface PoolRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  rate_bp: number;
  chance_per_million: number;
  seed_amount: number;
  sort_order: number;
}

export interface OpenCycleRow {
  id: number;
  pool_id: number;
  cycle_no: number;
  server_seed: string;
  seed_hash: string;
  chance_per_million: number;
}

const POOL_COLUMNS = ['id', 'code', 'name', 'currency', 'rate_bp', 'chance_per_million', 'seed_amount', 'sort_order'] as const;

export const poolsOf = (db: Executor, merchantId: number): Promise<PoolRow[]> =>
  db.selectFrom('jackpot_pools').select(POOL_COLUMNS).where('merchant_id', '=', merchantId).orderBy('sort_order').orderBy('id').execute();

export const poolGamesOf = (db: Executor, merchantId: number): Promise<{ pool_id: number; game_id: number }[]> =>
  db
    .selectFrom('jackpot_pool_games')
    .innerJoin('jackpot_pools', 'jackpot_pools.id', 'jackpot_pool_games.pool_id')
    .select(['jackpot_pool_games.pool_id', 'jackpot_pool_games.game_id'])
    .where('jackpot_pools.merchant_id', '=', merchantId)
    .execute();

export const openCyclesOf = (db: Executor, merchantId: number): Promise<OpenCycleRow[]> =>
  db
    .selectFrom('jackpot_cycles')
    .select(['id', 'pool_id', 'cycle_no', 'server_seed', 'seed_hash', 'chance_per_million'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'OPEN')
    .execute();

export async function insertPool(db: Executor, merchantId: number, pool: Omit<PoolRow, 'id'>, now: number): Promise<number> {
  const row = await db
    .insertInto('jackpot_pools')
    .values({ merchant_id: merchantId, ...pool, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addPoolGames(db: Executor, poolId: number, gameIds: number[]): Promise<void> {
  if (gameIds.length === 0) return;
  await db
    .insertInto('jackpot_pool_games')
    .values(gameIds.map((game_id) => ({ pool_id: poolId, game_id })))
    .onConflict((conflict) => conflict.columns(['pool_id', 'game_id']).doNothing())
    .execute();
}

/** Game ids by vendor and game code (the pool's feeding games are given that way). */
export const gameIdsByCode = (db: Executor, vendorCode: string, gameCodes: string[]): Promise<{ id: number; game_code: string }[]> =>
  db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['games.id', 'games.game_code'])
    .where('vendors.code', '=', vendorCode)
    .where('games.game_code', 'in', gameCodes)
    .execute();

export async function insertCycle(
  db: Executor,
  cycle: {
    merchantId: number;
    poolId: number;
    cycleNo: number;
    serverSeed: string;
    seedHash: string;
    chancePerMillion: number;
    now: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('jackpot_cycles')
    .values({
      merchant_id: cycle.merchantId,
      pool_id: cycle.poolId,
      cycle_no: cycle.cycleNo,
      server_seed: cycle.serverSeed,
      seed_hash: cycle.seedHash,
      chance_per_million: cycle.chancePerMillion,
      opened_at: cycle.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The one move of a cycle, OPEN → WON, conditional on it still being open: of two stakes that hit
 * the same cycle at once, only one gets a row back (on PostgreSQL the second waits on the row lock
 * and then finds it won). Returns whether this call won it.
 */
export async function markCycleWon(
  db: Executor,
  cycleId: number,
  win: { memberId: number; gameId: number | null; reference: string; roll: number; amount: number; now: number },
): Promise<boolean> {
  const rows = await db
    .updateTable('jackpot_cycles')
    .set({
      status: 'WON',
      won_at: win.now,
      member_id: win.memberId,
      game_id: win.gameId,
      stake_reference: win.reference,
      roll: win.roll,
      amount: win.amount,
    })
    .where('id', '=', cycleId)
    .where('status', '=', 'OPEN')
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Each pool's balance in its ledger account (0 before its first movement). */
export async function poolBalances(
  db: Executor,
  merchantId: number,
  pools: { id: number; currency: string }[],
): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  if (pools.length === 0) return balances;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['account_key', 'currency', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where(
      'account_key',
      'in',
      pools.map((pool) => jackpotAccountKey(pool.id)),
    )
    .execute();
  for (const pool of pools) {
    const row = rows.find((candidate) => candidate.account_key === jackpotAccountKey(pool.id) && candidate.currency === pool.currency);
    balances.set(pool.id, Number(row?.balance ?? 0));
  }
  return balances;
}

/** The games that feed the brand's pools, by pool. */
export const feedingGameIds = (db: Executor, merchantId: number) =>
  db
    .selectFrom('jackpot_pool_games')
    .innerJoin('jackpot_pools', 'jackpot_pools.id', 'jackpot_pool_games.pool_id')
    .select(['jackpot_pool_games.pool_id', 'jackpot_pool_games.game_id'])
    .where('jackpot_pools.merchant_id', '=', merchantId)
    .execute();

/** Won cycles, newest first: the brand's winners list, or one member's wins. */
export function wonCycles(db: Executor, merchantId: number, limit: number, memberId?: number) {
  let query = db
    .selectFrom('jackpot_cycles')
    .innerJoin('jackpot_pools', 'jackpot_pools.id', 'jackpot_cycles.pool_id')
    .innerJoin('members', 'members.id', 'jackpot_cycles.member_id')
    .leftJoin('games', 'games.id', 'jackpot_cycles.game_id')
    .select([
      'jackpot_cycles.id',
      'jackpot_cycles.cycle_no',
      'jackpot_cycles.amount',
      'jackpot_cycles.won_at',
      'jackpot_pools.code as pool_code',
      'jackpot_pools.name as pool_name',
      'members.username',
      'games.name as game_name',
    ])
    .where('jackpot_cycles.merchant_id', '=', merchantId)
    .where('jackpot_cycles.status', '=', 'WON');
  if (memberId !== undefined) query = query.where('jackpot_cycles.member_id', '=', memberId);
  return query.orderBy('jackpot_cycles.won_at', 'desc').orderBy('jackpot_cycles.id', 'desc').limit(limit).execute();
}

export const cycleOf = (db: Executor, merchantId: number, cycleId: number) =>
  db
    .selectFrom('jackpot_cycles')
    .innerJoin('jackpot_pools', 'jackpot_pools.id', 'jackpot_cycles.pool_id')
    .select([
      'jackpot_cycles.id',
      'jackpot_cycles.cycle_no',
      'jackpot_cycles.status',
      'jackpot_cycles.server_seed',
      'jackpot_cycles.seed_hash',
      'jackpot_cycles.stake_reference',
      'jackpot_cycles.roll',
      'jackpot_cycles.amount',
      'jackpot_cycles.chance_per_million',
      'jackpot_pools.code as pool_code',
    ])
    .where('jackpot_cycles.merchant_id', '=', merchantId)
    .where('jackpot_cycles.id', '=', cycleId)
    .executeTakeFirst();

/** The stakes that drew in a cycle: its contribution postings (reference `JC<cycle>`, detail the stake's reference), latest `limit`. */
export async function cycleDraws(db: Executor, merchantId: number, reference: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ledger_postings')
    .select(['id', 'detail'])
    .where('reference', '=', reference)
    .where('merchant_id', '=', merchantId)
    .where('event', '=', 'JACKPOT_CONTRIBUTION')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => row.detail ?? '');
}

/** A pool's chance, and its open cycle's when no stake has drawn on it yet (the demo seed; the hash commits the seed, not the chance). */
export async function setPoolChance(db: Executor, poolId: number, chancePerMillion: number): Promise<void> {
  await db.updateTable('jackpot_pools').set({ chance_per_million: chancePerMillion }).where('id', '=', poolId).execute();
  await db
    .updateTable('jackpot_cycles')
    .set({ chance_per_million: chancePerMillion })
    .where('pool_id', '=', poolId)
    .where('status', '=', 'OPEN')
    .execute();
}
