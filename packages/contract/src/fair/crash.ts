import { assertStake, mulDivFloor } from './fair-money';
import type { FairStream } from './fair-stream';

/**
 * Crash (arcade). A multiplier climbs from 1.00x and stops at the round's crash point; a player
 * who cashed out before then wins stake x cash-out multiplier. Multipliers are in hundredths.
 *
 * From one word h (uniform in [0, 2^32)): crash = max(100, floor(99 x 2^32 / (2^32 - h))) / 100.
 * So P(crash >= m) = 0.99 / m for every m above 1.00 (to within 2^-32), and any cash-out target
 * returns 99%: the 1% edge. About 1.98% of rounds crash at 1.00x, where nobody can win.
 *
 * The round belongs to one player's seed pair (as dice), so each player sees their own crash
 * point; a shared multiplayer round would need a common seed (e.g. a pre-committed hash chain).
 */

export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_RTP = 0.99;
const TWO_POW_32 = 0x1_0000_0000;
/** 99 x 2^32, below 2^53, so the division is exact (see mulDivFloor). */
const NUMERATOR = 99 * TWO_POW_32;

export const CRASH_RULES = {
  game: 'crash',
  rtp: CRASH_RTP,
  houseEdge: CRASH_HOUSE_EDGE,
  /** Cash-out targets in hundredths: 1.01x to 10,000.00x. */
  minCashOut: 101,
  maxCashOut: 1_000_000,
  crashPoint: 'max(1.00, floor(99 x 2^32 / (2^32 - h)) / 100), h = the first word',
  payout: 'floor(stake x cash-out / 100) when crash point >= cash-out, else 0',
} as const;

export interface CrashBet {
  amount: number;
  /** The auto cash-out target in hundredths (200 = 2.00x); a manual cash-out settles the same way. */
  cashOutAt: number;
}

export interface CrashOutcome {
  /** In hundredths. */
  crashPoint: number;
  win: boolean;
  multiplier: number;
  payout: number;
}

/** The crash point of a word h, in hundredths. */
export const crashPointOf = (h: number): number => Math.max(100, Math.floor(NUMERATOR / (TWO_POW_32 - h)));

export const crashPoint = (stream: FairStream): number => crashPointOf(stream.nextUint32());

export function settleCrash(point: number, bet: CrashBet): CrashOutcome {
  assertStake(bet.amount);
  const { cashOutAt } = bet;
  if (!Number.isInteger(cashOutAt) || cashOutAt < CRASH_RULES.minCashOut || cashOutAt > CRASH_RULES.maxCashOut)
    throw new RangeError(`the cash-out target must be 1.01x to 10,000.00x, got ${cashOutAt / 100}x`);
  const win = point >= cashOutAt;
  return { crashPoint: point, win, multiplier: win ? cashOutAt / 100 : 0, payout: win ? mulDivFloor(bet.amount, cashOutAt, 100) : 0 };
}

export const playCrash = (stream: FairStream, bet: CrashBet): CrashOutcome => settleCrash(crashPoint(stream), bet);
