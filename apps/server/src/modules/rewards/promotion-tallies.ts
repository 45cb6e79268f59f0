import type { PromotionDefinition } from '@panalo/contract/rewards';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney } from '../../db/money-writer';
import { brandOffset, gameTypeOf } from '../../kernel/posting-facts';
import { periodKeyOf } from '../../kernel/brand-periods';
import { definitionOf, weightedTurnover } from './promotion-rules';
import { addTally, brandHasTallyPromotions, joinedTallyPromotions } from './promotion-tallies.repository';

/**
 * Raffle tickets and rebates, counted as postings are written (in the posting's transaction, so
 * they commit or roll back with it): a joined raffle adds credited deposits and weighted turnover
 * until its draw; a joined rebate adds valid bets and stake × rate for the period they fall in.
 * A rollback takes its stake back off.
 */

export const RAFFLE_PERIOD = 'raffle';

/** The rebate rate in basis points for a game type (0 outside the promotion's game types). */
export function rebateRateOf(definition: PromotionDefinition, gameType: string): number {
  if (definition.gameTypes.length > 0 && !definition.gameTypes.includes(gameType)) return 0;
  return definition.reward.rates?.[gameType] ?? definition.reward.rate ?? 0;
}

/** The rebate the tally's weighted bets earn: whole minor units, capped. */
export function rebateOf(definition: PromotionDefinition, weighted: number): number {
  const value = Math.max(0, Math.floor(weighted / 10_000));
  return definition.reward.cap === undefined ? value : Math.min(value, definition.reward.cap);
}

export const rebatePeriodOf = (definition: PromotionDefinition) => definition.reward.period ?? 'DAILY';

const within = (row: { starts_at: number; ends_at: number | null }, at: number, until?: number) =>
  row.starts_at <= at && (row.ends_at === null || at < row.ends_at) && (until === undefined || at < until);

const TALLY_BRANDS_TTL_MS = 5_000;

/**
 * Whether the brand has raffle or rebate promotions, kept a few seconds per process: a brand with
 * none costs the bet path no read per bet. A brand's first raffle or rebate counts bets from at most
 * five seconds after it was made (members join it after that in practice).
 */
function brandHasTallies(ctx: AppContext, tx: Executor, merchantId: number): Promise<boolean> {
  const now = ctx.clock.now();
  const known = ctx.caches.tallyBrands.get(merchantId);
  if (known && known.until > now) return known.has;
  const has = brandHasTallyPromotions(tx, merchantId);
  ctx.caches.tallyBrands.set(merchantId, { has, until: now + TALLY_BRANDS_TTL_MS });
  has.catch(() => ctx.caches.tallyBrands.delete(merchantId));
  return has;
}

export async function recordTallies(ctx: AppContext, tx: Executor, posting: PostedMoney): Promise<void> {
  if (!(await brandHasTallies(ctx, tx, posting.merchantId))) return;
  const joined = await joinedTallyPromotions(tx, posting.memberId);
  if (joined.length === 0) return;
  const bet = posting.event === 'BET' || posting.event === 'ROLLBACK';
  const sign = posting.event === 'ROLLBACK' ? -1 : 1;
  const gameType = bet ? await gameTypeOf(ctx, tx, posting.gameId) : '';
  for (const row of joined) {
    const definition = definitionOf(row.definition);
    const key = { promotionId: row.id, memberId: posting.memberId, merchantId: posting.merchantId };
    if (row.kind === 'RAFFLE' && definition.raffle && within(row, posting.at, definition.raffle.drawAt)) {
      if (bet) {
        const turnover = weightedTurnover(definition, posting.amount, gameType) * sign;
        if (turnover !== 0) await addTally(tx, { ...key, periodKey: RAFFLE_PERIOD }, { turnover });
      } else await addTally(tx, { ...key, periodKey: RAFFLE_PERIOD }, { deposits: posting.amount });
    } else if (row.kind === 'REBATE' && bet && within(row, posting.at)) {
      const rate = rebateRateOf(definition, gameType);
      if (rate === 0) continue;
      const offset = await brandOffset(ctx, tx, posting.merchantId);
      const periodKey = periodKeyOf(rebatePeriodOf(definition), posting.at, offset);
      await addTally(tx, { ...key, periodKey }, { turnover: posting.amount * sign, weighted: posting.amount * rate * sign });
    }
  }
}
