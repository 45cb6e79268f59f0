import type { JackpotCycle, JackpotPool, JackpotWin } from '@panalo/contract/jackpot';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { offeredGamesByIds } from '../games/catalogue.service';
import { maskName } from '../games/winners.service';
import { jackpotSeeded } from '../ledger/ledger';
import { forgetBrandJackpots } from './jackpot-brands';
import { openNextCycle } from './jackpot-draws';
import {
  addPoolGames,
  cycleDraws,
  cycleOf,
  feedingGameIds,
  gameIdsByCode,
  insertPool,
  openCyclesOf,
  poolBalances,
  poolsOf,
  wonCycles,
} from './jackpot.repository';

/** The jackpot area's story: a brand's pools with what they hold now, who won them, and each cycle's proof. */

const localizedName = (json: string): JackpotPool['name'] => {
  const parsed = JSON.parse(json) as Partial<JackpotPool['name']>;
  return { EN: parsed.EN ?? '', TY: parsed.TY ?? parsed.EN ?? '' };
};

export async function jackpotPools(ctx: AppContext, merchant: Merchant): Promise<JackpotPool[]> {
  const pools = await poolsOf(ctx.db, merchant.id);
  if (pools.length === 0) return [];
  const [balances, cycles, links] = await Promise.all([
    poolBalances(ctx.db, merchant.id, pools),
    openCyclesOf(ctx.db, merchant.id),
    feedingGameIds(ctx.db, merchant.id),
  ]);
  const games = await offeredGamesByIds(
    ctx,
    merchant,
    links.map((link) => link.game_id),
  );
  return pools.map((pool) => {
    const cycle = cycles.find((row) => row.pool_id === pool.id);
    return {
      id: pool.id,
      code: pool.code,
      name: localizedName(pool.name),
      amount: balances.get(pool.id) ?? 0,
      rateBp: pool.rate_bp,
      chancePerMillion: pool.chance_per_million,
      seedAmount: Number(pool.seed_amount),
      cycle: cycle?.cycle_no ?? 0,
      seedHash: cycle?.seed_hash ?? '',
      games: games.filter((game) => links.some((link) => link.pool_id === pool.id && link.game_id === game.nodeId)),
    };
  });
}

type WonRow = Awaited<ReturnType<typeof wonCycles>>[number];

const toWin = (row: WonRow, mask: boolean): JackpotWin => ({
  id: row.id,
  poolCode: row.pool_code,
  poolName: localizedName(row.pool_name),
  customerName: mask ? maskName(row.username) : row.username,
  gameName: row.game_name ?? '',
  amount: Number(row.amount ?? 0),
  at: Number(row.won_at ?? 0),
  cycle: row.cycle_no,
});

/** The brand's recent jackpot wins, usernames masked. */
export async function jackpotWinners(ctx: AppContext, merchant: Merchant, limit: number): Promise<JackpotWin[]> {
  return (await wonCycles(ctx.db, merchant.id, limit)).map((row) => toWin(row, true));
}

/** The caller's own jackpot wins. */
export async function myJackpotWins(ctx: AppContext, caller: Caller): Promise<JackpotWin[]> {
  return (await wonCycles(ctx.db, caller.merchant.id, 50, caller.session.memberId)).map((row) => toWin(row, false));
}

const DRAWS_SHOWN = 500;

/** A cycle for the verifier: the seed only once the cycle is won, and the stakes that drew on it. */
export async function jackpotCycle(ctx: AppContext, merchant: Merchant, cycleId: number): Promise<JackpotCycle> {
  const row = await cycleOf(ctx.db, merchant.id, cycleId);
  if (!row) throw new AppError('NOT_FOUND');
  const won = row.status === 'WON';
  return {
    id: row.id,
    poolCode: row.pool_code,
    cycle: row.cycle_no,
    seedHash: row.seed_hash,
    serverSeed: won ? row.server_seed : null,
    chancePerMillion: row.chance_per_million,
    winningReference: won ? row.stake_reference : null,
    winningRoll: won ? row.roll : null,
    amount: won ? Number(row.amount) : null,
    draws: await cycleDraws(ctx.db, merchant.id, `JC${row.id}`, DRAWS_SHOWN),
  };
}

export interface NewPool {
  code: string;
  name: JackpotPool['name'];
  currency: string;
  rateBp: number;
  chancePerMillion: number;
  seedAmount: number;
  sortOrder?: number;
  /** The feeding games, by vendor and game code. */
  games: { vendor: string; gameCodes: string[] };
}

/** Makes a pool with its first cycle and the house's seed money (the demo seed and tests; a back-office editor is later work). */
export async function createJackpotPool(ctx: AppContext, merchantId: number, input: NewPool, now: number): Promise<number> {
  const games = await gameIdsByCode(ctx.db, input.games.vendor, input.games.gameCodes);
  const poolId = await ctx.money.run(async (work) => {
    const id = await insertPool(
      work.tx,
      merchantId,
      {
        code: input.code,
        name: JSON.stringify(input.name),
        currency: input.currency,
        rate_bp: input.rateBp,
        chance_per_million: input.chancePerMillion,
        seed_amount: input.seedAmount,
        sort_order: input.sortOrder ?? 0,
      },
      now,
    );
    await addPoolGames(
      work.tx,
      id,
      games.map((game) => game.id),
    );
    const cycle = await openNextCycle(work, { merchantId, poolId: id, cycleNo: 1, chancePerMillion: input.chancePerMillion, now });
    if (input.seedAmount > 0) {
      const book = { merchantId, currency: input.currency };
      await jackpotSeeded(work, { book, memberId: null, poolId: id, amount: input.seedAmount, reference: `JS${cycle.id}`, now });
    }
    return id;
  });
  forgetBrandJackpots(ctx, merchantId);
  return poolId;
}
