import type { AppContext } from '../app-context';
import type { Executor } from '../db/executor';
import { merchantSettings, parseJson } from './merchant-settings';
import { findBrandSettingsJson, findGameType } from './posting-facts.repository';

/**
 * What the money writer's in-transaction listeners (report rollups, limits, bonus turnover,
 * missions, points, rebates) need to know about a posting beyond the posting itself: the brand's
 * day and a game's type. Read in the posting's own transaction (another pool connection could wait
 * on the very transactions that hold the pool) and kept in the app's caches, shared by all of them.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The brand-local day number (days since 1970-01-01 in the brand's zone) of an instant. */
export const brandDay = (at: number, gmtOffsetMinutes: number): number => Math.floor((at + gmtOffsetMinutes * MINUTE) / DAY);

/** The brand's GMT offset in minutes, kept a minute per process. */
export async function brandOffset(ctx: AppContext, tx: Executor, merchantId: number): Promise<number> {
  const now = ctx.clock.now();
  const known = ctx.caches.brandOffsets.get(merchantId);
  if (known && known.until > now) return known.offset;
  const settings = await findBrandSettingsJson(tx, merchantId);
  const offset = settings ? parseJson(merchantSettings, settings).gmtOffsetMinutes : 0;
  ctx.caches.brandOffsets.set(merchantId, { offset, until: now + MINUTE });
  return offset;
}

/** A game's type (RNG, LIVE…), cached per process for good: games do not change type. */
export async function gameTypeOf(ctx: AppContext, tx: Executor, gameId: number | undefined): Promise<string> {
  if (gameId === undefined) return '';
  const known = ctx.caches.gameTypes.get(gameId);
  if (known !== undefined) return known;
  const type = (await findGameType(tx, gameId)) ?? '';
  ctx.caches.gameTypes.set(gameId, type);
  return type;
}
