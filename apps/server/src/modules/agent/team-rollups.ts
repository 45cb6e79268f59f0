import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { PostedMoney } from '../../db/money-writer';
import { merchantSettings, parseJson } from '../../kernel/merchant-settings';
import { addToRollups, findBrandSettings, findGameType, type RollupChange } from './team-rollups.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The brand-local day number (days since 1970-01-01 in the brand's zone) of an instant. */
export const brandDay = (at: number, gmtOffsetMinutes: number): number => Math.floor((at + gmtOffsetMinutes * MINUTE) / DAY);

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
 * The brand's GMT offset, read in the posting's transaction (another pool connection could wait
 * on the very transactions that hold the pool) and kept a minute per process.
 */
export async function brandOffset(ctx: AppContext, tx: Executor, merchantId: number): Promise<number> {
  const now = ctx.clock.now();
  const known = ctx.caches.brandOffsets.get(merchantId);
  if (known && known.until > now) return known.offset;
  const settings = await findBrandSettings(tx, merchantId);
  const offset = settings ? parseJson(merchantSettings, settings).gmtOffsetMinutes : 0;
  ctx.caches.brandOffsets.set(merchantId, { offset, until: now + MINUTE });
  return offset;
}

/** A game's type (RNG, LIVE…), cached per process: games do not change type. */
export async function gameTypeOf(ctx: AppContext, tx: Executor, gameId: number | undefined): Promise<string> {
  if (gameId === undefined) return '';
  const known = ctx.caches.gameTypes.get(gameId);
  if (known !== undefined) return known;
  const type = (await findGameType(tx, gameId)) ?? '';
  ctx.caches.gameTypes.set(gameId, type);
  return type;
}

/**
 * The money writer's in-transaction listener: adds a posting to the member's day and hour rollup
 * rows, so the team reports never read raw bets or postings. Runs in the posting's transaction.
 */
export async function recordRollup(ctx: AppContext, tx: Executor, posting: PostedMoney): Promise<void> {
  const sums = sumsOf(posting);
  if (!sums) return;
  const offset = await brandOffset(ctx, tx, posting.merchantId);
  const isBet = posting.event === 'BET' || posting.event === 'WIN' || posting.event === 'ROLLBACK';
  await addToRollups(tx, {
    merchantId: posting.merchantId,
    memberId: posting.memberId,
    day: brandDay(posting.at, offset),
    hourStart: Math.floor(posting.at / HOUR) * HOUR,
    gameType: isBet ? await gameTypeOf(ctx, tx, posting.gameId) : '',
    ...sums,
  });
}
