import { crashPoint, CRASH_RULES, settleCrash, type CrashOutcome } from './crash';
import type { FairStream } from './fair-stream';

/**
 * The shared crash round (a scheduled game of the studio, docs/studio.md "Crash"): every player of
 * a brand's crash line bets on the same round. Its crash point is the built-in crash's, drawn from
 * the round's committed seed at nonce 0 (so the verifier's crash replay, with the round's server
 * seed, client seed and nonce 0, gives the same point and payout). Multipliers are in hundredths.
 *
 * The multiplier climbs on a clock, doubling every DOUBLE_MS from 1.00x when betting closes, and
 * stops at the round's crash point or at the cap, whichever comes first: a round fits its period.
 * A bet without an auto cash-out cashes out at the cap, so every bet has a target up to the cap and
 * its payout is the built-in crash's settleCrash(point, target): win when the point reaches it.
 */

export const CRASH_ROUND = {
  /** The multiplier doubles this often: 2x after 3.2 s, 10x after 10.6 s, 50x after 18.1 s. */
  doubleMs: 3_200,
  /** The highest multiplier a round climbs to, and the highest auto cash-out. */
  cap: 5_000,
  minCashOut: CRASH_RULES.minCashOut,
} as const;

/** The multiplier `elapsedMs` after the round starts, in hundredths (never above the cap). */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.min(CRASH_ROUND.cap, Math.floor(100 * 2 ** (elapsedMs / CRASH_ROUND.doubleMs)));
}

/** The first whole millisecond at which the multiplier reaches `point` (hundredths, capped). */
export function msToReach(point: number): number {
  const target = Math.min(point, CRASH_ROUND.cap);
  if (target <= 100) return 0;
  // From the closed form, then nudged to the exact millisecond multiplierAt agrees with.
  let ms = Math.max(0, Math.floor(CRASH_ROUND.doubleMs * Math.log2(target / 100)) - 2);
  while (multiplierAt(ms) < target) ms += 1;
  return ms;
}

/** The round's crash point, from its stream at nonce 0: the built-in crash's draw. */
export const crashRoundPoint = (stream: FairStream): number => crashPoint(stream);

/** Where a round stops: its crash point or the cap. */
export const stopPointOf = (point: number): number => Math.min(point, CRASH_ROUND.cap);

/** The target a bet plays for: its auto cash-out, or the cap. */
export const targetOf = (auto: number | null): number => auto ?? CRASH_ROUND.cap;

/** A bet left to its target when the round is decided: the built-in crash's settlement. */
export const settleCrashRound = (point: number, stake: number, auto: number | null): CrashOutcome =>
  settleCrash(point, { amount: stake, cashOutAt: targetOf(auto) });

/** An auto cash-out target from a request: hundredths from 1.01x to the cap, or a RangeError. */
export function autoCashOutOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < CRASH_ROUND.minCashOut || value > CRASH_ROUND.cap)
    throw new RangeError(`the auto cash-out is 1.01x to ${CRASH_ROUND.cap / 100}x`);
  return value;
}
