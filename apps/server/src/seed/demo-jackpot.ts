import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { AppContext } from '../app-context';
import { betPlaced, bonusCredited, winPaid } from '../modules/ledger/ledger';
import { forgetBrandJackpots } from '../modules/jackpot/jackpot-brands';
import { setPoolChance } from '../modules/jackpot/jackpot.repository';
import { createJackpotPool } from '../modules/jackpot/jackpot.service';
import { createAccount } from './fixtures';

const DAY = 86_400_000;
const book = (merchantId: number) => ({ merchantId, currency: 'PHP' });

/** The demo pools: a Grand one fed by the slot and baccarat, a Mini one by dice, crash and mines. */
const POOLS = [
  {
    code: 'GRAND',
    name: { EN: 'Grand Jackpot', TY: 'Grand Jackpot' },
    rateBp: 50,
    // One stake in 200,000.
    chancePerMillion: 5,
    seedAmount: 5_000_000,
    gameCodes: ['slot', 'baccarat'],
  },
  {
    code: 'MINI',
    name: { EN: 'Mini Jackpot', TY: 'Mini Jackpot' },
    rateBp: 100,
    // One stake in 20,000.
    chancePerMillion: 50,
    seedAmount: 500_000,
    gameCodes: ['dice', 'crash', 'mines'],
  },
];

/** Past wins: who, which pool, on which game, how many days ago. */
const PAST_WINS = [
  { username: 'masuwerte7', pool: 'MINI', game: 'dice', daysAgo: 6 },
  { username: 'bituin2024', pool: 'GRAND', game: 'slot', daysAgo: 4 },
  { username: 'panalo_joy', pool: 'MINI', game: 'mines', daysAgo: 2 },
  { username: 'masuwerte7', pool: 'MINI', game: 'crash', daysAgo: 1 },
];

/**
 * Two pools with their seed money, and a few past winners so the jackpot page shows content at
 * the first start. The past wins are real draws through the engine: the pools open at a certain
 * hit (those cycles' revealed seeds show chance 1,000,000), each winner's stake (paid back at once)
 * wins a cycle, and then the pools' chances are set to the real ones before their open cycle's first draw.
 */
export async function seedDemoJackpot(ctx: AppContext, merchantId: number, memberHash: string): Promise<void> {
  const now = ctx.clock.now();
  const pools = new Map<string, number>();
  for (const [index, pool] of POOLS.entries()) {
    const id = await createJackpotPool(
      ctx,
      merchantId,
      {
        ...pool,
        chancePerMillion: 1_000_000,
        currency: 'PHP',
        sortOrder: index,
        games: { vendor: ORIGINALS_VENDOR, gameCodes: pool.gameCodes },
      },
      now - 7 * DAY,
    );
    pools.set(pool.code, id);
  }
  const games = new Map(
    (
      await ctx.db
        .selectFrom('games')
        .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
        .select(['games.id', 'games.game_code'])
        .where('vendors.code', '=', ORIGINALS_VENDOR)
        .execute()
    ).map((row) => [row.game_code, row.id]),
  );
  const members = new Map<string, number>();
  for (const [index, win] of PAST_WINS.entries()) {
    let memberId = members.get(win.username);
    if (memberId === undefined) {
      memberId = await createAccount(ctx, {
        merchantId,
        username: win.username,
        password: '',
        passwordHash: memberHash,
        // Verified: they played after the KYC deadline (kernel/money-screen.ts).
        kycStatus: 'A',
        createdAt: now - 8 * DAY,
      });
      members.set(win.username, memberId);
      const id = memberId;
      await ctx.money.run((work) =>
        bonusCredited(work, {
          book: book(merchantId),
          memberId: id,
          amount: 10_000,
          reference: `welcome-${id}`,
          detail: 'Welcome bonus',
          now: now - 8 * DAY,
        }),
      );
    }
    const id = memberId;
    const at = now - win.daysAgo * DAY;
    const money = {
      book: book(merchantId),
      memberId: id,
      amount: 10_000,
      reference: `demo-jackpot-${index + 1}`,
      gameId: games.get(win.game)!,
      now: at,
    };
    await ctx.money.run(async (work) => {
      await betPlaced(work, money);
      await winPaid(work, money);
    });
  }
  for (const pool of POOLS) await setPoolChance(ctx.db, pools.get(pool.code)!, pool.chancePerMillion);
  forgetBrandJackpots(ctx, merchantId);
}
