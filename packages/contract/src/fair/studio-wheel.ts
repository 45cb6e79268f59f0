import { MAX_FAIR_STAKE } from './fair-money';
import type { FairStream } from './fair-stream';

/**
 * The studio's prize wheel, the instant game of its arcade and mini-game entries: 25 equal
 * segments, each a multiplier of the stake in tenths. The stake is a multiple of 10 minor units,
 * so every payout is whole. RTP = sum of the segments / (25 x 10) = 240 / 250 = 96% exactly.
 */

// prettier-ignore
export const WHEEL_SEGMENTS: readonly number[] = [
  0, 5, 0, 10, 0, 15, 0, 5, 0, 20, 0, 10, 95, 0, 5, 0, 10, 0, 30, 5, 0, 15, 0, 10, 5,
];
export const WHEEL_RTP = WHEEL_SEGMENTS.reduce((sum, tenths) => sum + tenths, 0) / (WHEEL_SEGMENTS.length * 10);
export const WHEEL_STAKE_STEP = 10;

export interface WheelBet {
  amount: number;
}

export interface WheelOutcome {
  segment: number;
  /** In tenths of the stake. */
  multiplierTenths: number;
  payout: number;
}

export function assertWheelStake(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < WHEEL_STAKE_STEP || amount % WHEEL_STAKE_STEP !== 0 || amount > MAX_FAIR_STAKE)
    throw new RangeError(`a wheel stake is a positive multiple of ${WHEEL_STAKE_STEP} minor units, got ${amount}`);
}

export function playWheel(stream: FairStream, bet: WheelBet): WheelOutcome {
  assertWheelStake(bet.amount);
  const segment = stream.nextInt(WHEEL_SEGMENTS.length);
  const multiplierTenths = WHEEL_SEGMENTS[segment]!;
  return { segment, multiplierTenths, payout: (bet.amount / WHEEL_STAKE_STEP) * multiplierTenths };
}
