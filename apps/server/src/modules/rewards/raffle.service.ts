import { maskName } from '@panalo/contract/missions';
import { drawRaffle, raffleClientSeed, ticketsOf } from '@panalo/contract/fair/raffle';
import { createServerSeed } from '@panalo/contract/fair/seeds';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { PromotionDefinition, RaffleView } from '@panalo/contract/rewards';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { bookOf } from '../wallet/wallet.service';
import { definitionOf } from './promotion-rules';
import { RAFFLE_PERIOD } from './promotion-tallies';
import { dueDraws, findDraw, insertDraw, markDrawn, raffleTallies, saveDrawResult } from './promotion-tallies.repository';
import { claimInWork } from './reward-money';
import { findPromotion, findReward, insertReward } from './rewards.repository';

/**
 * The raffle's story: made with a secret server seed whose hash the page shows; joined members
 * earn tickets (promotion-tallies.ts) until the draw time; then the draw picks the winners on the
 * provably fair stream and pays each prize as a bonus through the promotion's wagering rule, all
 * in one money transaction guarded by the draw's PENDING → DRAWN move, so it pays once however
 * many servers or staff start it.
 */

interface StoredWinner {
  rank: number;
  memberId: number;
  username: string;
  ticket: number;
  prize: number;
}

/** Opens the draw of a new raffle: the server seed is made now and stays secret until the draw. */
export async function openRaffleDraw(db: Executor, merchantId: number, promotionId: number, definition: PromotionDefinition) {
  if (!definition.raffle) throw new RangeError('a RAFFLE promotion needs its raffle rule');
  const serverSeed = createServerSeed();
  await insertDraw(db, {
    promotionId,
    merchantId,
    drawAt: definition.raffle.drawAt,
    serverSeed,
    serverSeedHash: sha256Hex(serverSeed),
    clientSeed: raffleClientSeed(promotionId),
  });
}

const entriesOf = (definition: PromotionDefinition, tallies: Awaited<ReturnType<typeof raffleTallies>>) =>
  tallies.map((tally) => ({
    memberId: tally.member_id,
    username: tally.username,
    tickets: ticketsOf(definition.raffle ?? {}, tally.deposits, tally.turnover),
  }));

/**
 * Draws the raffle if its time has come and it is not drawn yet; true when this call drew it.
 * RAFFLE_NOT_DUE before the draw time.
 */
export async function drawRaffleOnce(ctx: AppContext, merchantId: number, promotionId: number): Promise<boolean> {
  const merchant = await ctx.merchants.byId(merchantId);
  if (!merchant) throw new AppError('PROMOTION_NOT_FOUND');
  const now = ctx.clock.now();
  const draw = await findDraw(ctx.db, promotionId);
  if (!draw || draw.merchant_id !== merchantId) throw new AppError('PROMOTION_NOT_FOUND');
  if (draw.status !== 'PENDING') return false;
  if (draw.draw_at > now) throw new AppError('RAFFLE_NOT_DUE');
  return ctx.money.run(async (work) => {
    if (!(await markDrawn(work.tx, promotionId, now))) return false;
    const promotion = await findPromotion(work.tx, merchantId, promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    const definition = definitionOf(promotion.definition);
    const prizes = definition.raffle?.prizes ?? [];
    const entries = entriesOf(definition, await raffleTallies(work.tx, promotionId));
    const wins = drawRaffle(draw.server_seed, draw.client_seed, entries, prizes.length);
    const winners: StoredWinner[] = [];
    for (const win of wins) {
      const prize = prizes[win.rank - 1]!;
      const base = { merchantId, promotionId, memberId: win.memberId };
      const rewardId = await insertReward(work.tx, { ...base, periodKey: RAFFLE_PERIOD, amount: prize, now });
      const reward = rewardId === null ? undefined : await findReward(work.tx, win.memberId, rewardId);
      if (!reward) throw new Error(`raffle ${promotionId}: the winner's reward could not be made`);
      await claimInWork(work, bookOf(merchant), promotion, reward, now);
      const username = entries.find((entry) => entry.memberId === win.memberId)?.username ?? '';
      winners.push({ ...win, username, prize });
    }
    const total = entries.reduce((sum, entry) => sum + entry.tickets, 0);
    await saveDrawResult(work.tx, promotionId, total, winners);
    return true;
  });
}

/** The scheduler's pass: every raffle whose time has come is drawn (each once, see drawRaffleOnce). */
export async function drawDueRaffles(ctx: AppContext): Promise<number> {
  let drawn = 0;
  for (const due of await dueDraws(ctx.db, ctx.clock.now())) {
    if (await drawRaffleOnce(ctx, due.merchant_id, due.promotion_id)) drawn += 1;
  }
  return drawn;
}

/** The raffle block of the promotion's page: the commitment, the tickets, and after the draw the seed and the winners. */
export async function raffleViewOf(db: Executor, promotionId: number, memberId: number | null): Promise<RaffleView | null> {
  const draw = await findDraw(db, promotionId);
  const promotion = draw ? await findPromotion(db, draw.merchant_id, promotionId) : undefined;
  if (!draw || !promotion) return null;
  const definition = definitionOf(promotion.definition);
  const rule = definition.raffle;
  if (!rule) return null;
  const drawn = draw.status === 'DRAWN';
  const entries = entriesOf(definition, await raffleTallies(db, promotionId));
  const stored = drawn ? (JSON.parse(draw.winners) as StoredWinner[]) : [];
  return {
    drawAt: draw.draw_at,
    status: drawn ? 'DRAWN' : 'PENDING',
    depositPerTicket: rule.depositPerTicket ?? null,
    turnoverPerTicket: rule.turnoverPerTicket ?? null,
    prizes: rule.prizes,
    serverSeedHash: draw.server_seed_hash,
    serverSeed: drawn ? draw.server_seed : null,
    clientSeed: draw.client_seed,
    totalTickets: drawn ? draw.total_tickets : entries.reduce((sum, entry) => sum + entry.tickets, 0),
    myTickets: memberId === null ? null : (entries.find((entry) => entry.memberId === memberId)?.tickets ?? 0),
    winners: stored.map((winner) => ({
      rank: winner.rank,
      name: maskName(winner.username),
      ticket: winner.ticket,
      prize: winner.prize,
      self: winner.memberId === memberId,
    })),
  };
}
