import { assertStake, mulDivFloor } from './fair-money';
import type { FairStream } from './fair-stream';

/**
 * Dice (arcade). The roll is one of 10,000 values, 0.00 to 99.99, shown with two decimals and kept
 * here in hundredths (0..9999). The player bets the roll lands under or over a target. With W of
 * the 10,000 values winning, the multiplier is (100 - edge) / chance = 9900 / W, so every target
 * returns exactly 99% on average (before the payout is rounded down to the minor unit).
 */

export const DICE_HOUSE_EDGE = 0.01;
export const DICE_RTP = 0.99;
/** Roll values 0..9999 in hundredths. */
export const DICE_ROLL_VALUES = 10_000;
/** 9900 = (100 - 1% edge) x 10,000 values / 100. */
const MULTIPLIER_NUMERATOR = 9_900;

export type DiceDirection = 'under' | 'over';

/** The public rules, for the help page. Chances are in hundredths of a percent, as the roll. */
export const DICE_RULES = {
  game: 'dice',
  rtp: DICE_RTP,
  houseEdge: DICE_HOUSE_EDGE,
  rollMin: 0,
  rollMax: DICE_ROLL_VALUES - 1,
  minWinChance: 100, // 1.00%: 99x
  maxWinChance: 9_800, // 98.00%: 1.0102x
  payout: 'floor(stake x 9900 / winning values), winning values = target (under) or 9999 - target (over)',
} as const;

export interface DiceBet {
  amount: number;
  direction: DiceDirection;
  /** In hundredths: under wins when roll < target, over wins when roll > target. */
  target: number;
}

export interface DiceOutcome {
  roll: number;
  win: boolean;
  /** The winning share of 10,000 roll values. */
  winValues: number;
  /** For display; the payout uses the exact ratio 9900 / winValues. */
  multiplier: number;
  payout: number;
}

export const diceRoll = (stream: FairStream): number => stream.nextInt(DICE_ROLL_VALUES);

/** How many of the 10,000 roll values win; throws when the chance is outside the rules. */
export function diceWinValues(direction: DiceDirection, target: number): number {
  if (!Number.isInteger(target) || target < 0 || target >= DICE_ROLL_VALUES) throw new RangeError(`target must be 0..9999, got ${target}`);
  const values = direction === 'under' ? target : DICE_ROLL_VALUES - 1 - target;
  if (values < DICE_RULES.minWinChance || values > DICE_RULES.maxWinChance)
    throw new RangeError(`the win chance must be from 1.00% to 98.00%, got ${(values / 100).toFixed(2)}%`);
  return values;
}

export const diceMultiplier = (winValues: number): number => MULTIPLIER_NUMERATOR / winValues;

export function settleDice(roll: number, bet: DiceBet): DiceOutcome {
  assertStake(bet.amount);
  const winValues = diceWinValues(bet.direction, bet.target);
  const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  const payout = win ? mulDivFloor(bet.amount, MULTIPLIER_NUMERATOR, winValues) : 0;
  return { roll, win, winValues, multiplier: diceMultiplier(winValues), payout };
}

export const playDice = (stream: FairStream, bet: DiceBet): DiceOutcome => settleDice(diceRoll(stream), bet);
