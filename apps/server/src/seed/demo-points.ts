import type { AppContext } from '../app-context';
import { betPlaced, winPaid } from '../modules/ledger/ledger';
import { addPointsReward, grantPoints } from '../modules/points/points-catalogue';

/** The demo brand's rebate rates (basis points of valid bet), set on the brand's settings. */
export const DEMO_REBATE_RATES = { RNG: 80, LIVE: 50, SPORTS: 60, FISH: 80, PVP: 40 };

const name = (en: string, ty: string) => ({ EN: en, TY: ty });

/**
 * A points catalogue of eight rewards (four cash vouchers, four items), and player1 with points
 * to spend and a slot round: its valid bet earns points and a rebate to claim at once.
 */
export async function seedDemoPoints(ctx: AppContext, merchantId: number, playerId: number): Promise<void> {
  const rewards = [
    { kind: 'CASH' as const, name: name('₱50 cash voucher', '₱50 cash voucher'), points: 500, amount: 5_000, stock: null },
    { kind: 'CASH' as const, name: name('₱100 cash voucher', '₱100 cash voucher'), points: 1_000, amount: 10_000, stock: null },
    { kind: 'CASH' as const, name: name('₱500 cash voucher', '₱500 cash voucher'), points: 4_800, amount: 50_000, stock: null },
    { kind: 'CASH' as const, name: name('₱1,000 cash voucher', '₱1,000 cash voucher'), points: 9_500, amount: 100_000, stock: null },
    { kind: 'ITEM' as const, name: name('Panalo cap', 'Panalo na sumbrero'), points: 800, amount: 30_000, stock: 50 },
    { kind: 'ITEM' as const, name: name('Panalo T-shirt', 'Panalo na T-shirt'), points: 1_500, amount: 60_000, stock: 40 },
    { kind: 'ITEM' as const, name: name('Wireless earbuds', 'Wireless na earbuds'), points: 6_000, amount: 250_000, stock: 10 },
    { kind: 'ITEM' as const, name: name('Smartphone', 'Smartphone'), points: 60_000, amount: 1_500_000, stock: 2 },
  ];
  for (const [index, reward] of rewards.entries()) await addPointsReward(ctx, { merchantId, ...reward, imageUrl: null, sortOrder: index });

  await grantPoints(ctx, {
    merchantId,
    memberId: playerId,
    points: 3_000,
    reference: `welcome-points-${playerId}`,
    remark: 'Welcome points',
  });
  const game = await ctx.db
    .selectFrom('games')
    .select('id')
    .where('game_type', '=', 'RNG')
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirst();
  if (!game) return;
  const book = { merchantId, currency: 'PHP' };
  const now = ctx.clock.now();
  // One ₱1,000 slot round paid back in full: the valid bet counts, the welcome balance stays ₱5,000.
  const reference = `demo-rebate-${playerId}`;
  await ctx.money.run(async (work) => {
    await betPlaced(work, { book, memberId: playerId, amount: 100_000, reference, gameId: game.id, now });
    await winPaid(work, { book, memberId: playerId, amount: 100_000, reference, gameId: game.id, now });
  });
}
